import { z } from 'zod';
import { NoteDialog } from '@/features/admin/note-dialog';
import type { DecideCallbacks } from '@/features/admin/use-verification-actions';

// the contract allows an optional reason of up to 1,000 characters
const rejectFormSchema = z.object({
  note: z.string().trim().max(1000, 'Keep the reason under 1,000 characters'),
});

interface Props {
  lawyerName: string;
  disabled: boolean;
  isRunning: boolean;
  onReject: (reason: string, callbacks: DecideCallbacks) => void;
}

/** spec §4 Reject, confirmed first, with an optional reason the lawyer will see. */
export function RejectDialog({ lawyerName, disabled, isRunning, onReject }: Props) {
  return (
    <NoteDialog
      trigger={{ label: 'Reject', ariaLabel: `Reject ${lawyerName}`, variant: 'destructive' }}
      title={`Reject ${lawyerName}?`}
      description="The lawyer is told that the application was rejected, with your reason if you give one."
      fieldLabel="Reason (optional)"
      submit={{ label: 'Reject Application', runningLabel: 'Rejecting...', variant: 'destructive' }}
      schema={rejectFormSchema}
      disabled={disabled}
      isRunning={isRunning}
      onSubmit={onReject}
    />
  );
}
