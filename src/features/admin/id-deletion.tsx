import { Clock } from 'lucide-react';
import type { VerificationRequest } from '@/api/contract';
import { idDeletionText } from '@/features/admin/document-kinds';

/** Next to the documents: when the government ID goes, or went
 * (docs/decisions/0089-identity-documents-kept-30-days.md). */
export function IdDeletion({ request }: { request: VerificationRequest }) {
  const text = idDeletionText(request);
  if (!text) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-700">
      <Clock className="size-4 text-slate-500" aria-hidden="true" />
      {text}
    </p>
  );
}
