import { useRef, useState } from 'react';
import { consultationActionSchema, type Consultation } from '@/api/booking-contract';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { useConsultationAction } from '@/features/lawyers/lawyer-consultation-queries';
import { actionName, startWords } from '@/features/lawyers/consultation-words';

const REASON_MAX = 500;

const WORDS = {
  decline: {
    label: 'Decline',
    title: 'Decline this request?',
    description: (name: string, when: string) =>
      `${name} is told that you declined the consultation on ${when}, with your reason. This cannot be undone.`,
    submit: 'Decline request',
    running: 'Declining...',
  },
  cancel: {
    label: 'Cancel',
    title: 'Cancel this consultation?',
    description: (name: string, when: string) =>
      `${name} is told that you cancelled the consultation on ${when}, with your reason. This cannot be undone.`,
    submit: 'Cancel consultation',
    running: 'Cancelling...',
  },
} as const;

interface Props {
  consultation: Consultation;
  action: 'decline' | 'cancel';
  /** where the focus goes once it is done (the trigger may leave the page) */
  onDone: () => void;
}

/** Decline a request or cancel a consultation: both final, both with the reason the client
 * reads (required, up to 500 characters: the contract's rule and words). A refusal is said in
 * the dialog and the reason stays, also when the dialog is closed and opened again. */
export function ConsultationReasonDialog({ consultation, action, onDone }: Props) {
  const words = WORDS[action];
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const call = useConsultationAction(consultation);
  const done = useRef(false);

  const submit = () => {
    const checked = consultationActionSchema.safeParse({ type: action, reason });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    call.mutate(
      { type: action, reason: reason.trim() },
      {
        onSuccess: () => {
          done.current = true;
          setReason('');
          setOpen(false);
        },
      },
    );
  };

  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={actionName(words.label, consultation)}>
          {words.label}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        call.reset();
        setOpen(next);
      }}
      title={words.title}
      description={words.description(consultation.client.name, startWords(consultation))}
      label="Reason"
      hint={`The client reads this. Up to ${REASON_MAX} characters.`}
      reason={reason}
      onReasonChange={setReason}
      fieldError={invalid}
      failure={call.isError ? call.error.message : null}
      pending={call.isPending}
      submitLabel={words.submit}
      pendingLabel={words.running}
      onSubmit={submit}
      onDone={onDone}
      doneRef={done}
    />
  );
}
