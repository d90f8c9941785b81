import { rejectRequestSchema, text } from '@/api/contract';
import { NoteDialog } from '@/features/admin/note-dialog';
import type { DecideCallbacks } from '@/features/admin/use-verification-actions';

// the reason the lawyer reads: required by a backend with the lists by state, optional for one
// without them (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
const requiredReason = rejectRequestSchema.shape.reason;
const optionalReason = text(1000);
const WORDS = {
  too_small: 'Please write the reason the lawyer will see',
  too_big: 'Keep the reason under 1,000 characters',
};

interface Props {
  lawyerName: string;
  reasonRequired: boolean;
  /** a verified lawyer's change or renewal: rejecting it keeps the approved details */
  isRecheck: boolean;
  disabled: boolean;
  isRunning: boolean;
  onReject: (reason: string, callbacks: DecideCallbacks) => void;
}

/** spec §4 Reject, confirmed first, with the reason the lawyer will see. */
export function RejectDialog({
  lawyerName,
  reasonRequired,
  isRecheck,
  disabled,
  isRunning,
  onReject,
}: Props) {
  return (
    <NoteDialog
      trigger={{ label: 'Reject', ariaLabel: `Reject ${lawyerName}`, variant: 'destructive' }}
      title={`Reject ${lawyerName}?`}
      description={
        isRecheck
          ? 'The lawyer keeps the approved details and stays verified, and is told your reason.'
          : reasonRequired
            ? 'The lawyer is told that the application was rejected, with your reason.'
            : 'The lawyer is told that the application was rejected, with your reason if you give one.'
      }
      fieldLabel={reasonRequired ? 'Reason' : 'Reason (optional)'}
      submit={{ label: 'Reject Application', runningLabel: 'Rejecting...', variant: 'destructive' }}
      schema={reasonRequired ? requiredReason : optionalReason}
      words={WORDS}
      disabled={disabled}
      isRunning={isRunning}
      onSubmit={onReject}
    />
  );
}
