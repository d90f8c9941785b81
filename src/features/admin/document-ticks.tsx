import { CircleCheck, CircleX } from 'lucide-react';
import type { VerificationRequest } from '@/api/contract';

// spec §2: ticks for ID, degree and bar certificate; shape and words, not colour alone
export function DocumentTicks({ documents }: { documents: VerificationRequest['documents'] }) {
  const ticks = [
    { label: 'ID', present: documents.id },
    { label: 'Degree', present: documents.degree },
    { label: 'Bar Certificate', present: documents.bar },
  ];
  return (
    <ul aria-label="Documents" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {ticks.map(({ label, present }) => (
        <li
          key={label}
          className={
            present ? 'flex items-center gap-1 text-emerald-800' : 'flex items-center gap-1 text-red-800'
          }
        >
          {present ? (
            <CircleCheck className="size-4" aria-hidden="true" />
          ) : (
            <CircleX className="size-4" aria-hidden="true" />
          )}
          {label}
          {present ? <span className="sr-only"> submitted</span> : <span> missing</span>}
        </li>
      ))}
    </ul>
  );
}
