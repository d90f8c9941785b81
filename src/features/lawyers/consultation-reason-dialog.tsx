import { useRef, useState, type FormEvent } from 'react';
import { consultationActionSchema, type Consultation } from '@/api/booking-contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
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

  const onOpenChange = (next: boolean) => {
    if (call.isPending) return; // closing mid-call would hide its outcome
    call.reset();
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={actionName(words.label, consultation)}>
          {words.label}
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!done.current) return;
          done.current = false;
          event.preventDefault();
          onDone();
        }}
      >
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>
            {words.description(consultation.client.name, startWords(consultation))}
          </DialogDescription>
        </DialogHeader>
        {/* docs/decisions/0013-forms-validate-in-the-app.md: the app checks, not the browser's bubble */}
        <form noValidate aria-label={words.title} className="grid gap-4" onSubmit={submit}>
          {call.isError ? <Alert>{call.error.message}</Alert> : null}
          <Field
            label="Reason"
            error={invalid}
            hint={`The client reads this. Up to ${REASON_MAX} characters.`}
          >
            <Textarea rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={call.isPending}>
                Keep it
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={call.isPending}>
              {call.isPending ? words.running : words.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
