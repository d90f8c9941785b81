import { CircleX } from 'lucide-react';
import type { VerificationRequest } from '@/api/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DocumentFile } from '@/features/admin/document-file';
import { documentSlots, idDeletionText } from '@/features/admin/document-kinds';

interface Props {
  request: VerificationRequest;
  isSample: boolean;
}

/** View Documents: the request's files, fetched only while this dialog is open (its
 * content unmounts on close, which also revokes the object URLs). */
export function DocumentsDialog({ request, isSample }: Props) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`View Documents of ${request.name}`}>
          View Documents
        </Button>
      </DialogTrigger>
      <DialogContent wide>
        <DialogHeader>
          <DialogTitle>Documents of {request.name}</DialogTitle>
          <DialogDescription>
            {isSample
              ? 'This is a sample request: no files are stored for it.'
              : 'Uploaded for verification. They open only with your admin sign-in.'}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {documentSlots(request).map((slot) => (
            <li key={slot.kind} className="grid gap-2 rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{slot.label}</h3>
              {!slot.present && slot.kind === 'government_id' && request.idDeletedAt ? (
                <p className="text-sm text-slate-700">
                  {idDeletionText(request)}, 30 days after the decision.
                </p>
              ) : !slot.present ? (
                <p className="flex items-center gap-1.5 text-sm text-slate-700">
                  <CircleX className="size-4 text-red-700" aria-hidden="true" />
                  Not submitted: the lawyer has not uploaded this document.
                </p>
              ) : isSample ? (
                <p className="text-sm text-slate-700">Sample data: no file to open.</p>
              ) : (
                <DocumentFile requestId={request.id} lawyerName={request.name} slot={slot} />
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
