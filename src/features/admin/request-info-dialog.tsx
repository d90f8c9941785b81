import { requestInfoSchema } from '@/api/contract';
import { NoteDialog } from '@/features/admin/note-dialog';
import type { DecideCallbacks } from '@/features/admin/use-verification-actions';

// the contract requires a message of up to 1,000 characters
const WORDS = {
  too_small: 'Please write what the lawyer should send or explain',
  too_big: 'Keep the message under 1,000 characters',
};

interface Props {
  lawyerName: string;
  disabled: boolean;
  isRunning: boolean;
  onSend: (message: string, callbacks: DecideCallbacks) => void;
}

/** Request More Info: the lawyer sees the message with their verification status. */
export function RequestInfoDialog({ lawyerName, disabled, isRunning, onSend }: Props) {
  return (
    <NoteDialog
      trigger={{
        label: 'Request More Info',
        ariaLabel: `Request More Info from ${lawyerName}`,
        variant: 'outline',
      }}
      title={`Request more information from ${lawyerName}`}
      description="The lawyer sees your message with their verification status."
      fieldLabel="Message"
      submit={{ label: 'Send Request', runningLabel: 'Sending...', variant: 'default' }}
      schema={requestInfoSchema.shape.message}
      words={WORDS}
      disabled={disabled}
      isRunning={isRunning}
      onSubmit={onSend}
    />
  );
}
