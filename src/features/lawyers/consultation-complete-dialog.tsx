import { useRef, useState } from 'react';
import type { Consultation } from '@/api/booking-contract';
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
import { useConsultationAction } from '@/features/lawyers/lawyer-consultation-queries';
import { actionName, startWords } from '@/features/lawyers/consultation-words';

/** Mark completed, once the consultation's end has passed, confirmed first: it cannot be undone,
 * and the client is invited to review it (docs/consultations.md). */
export function ConsultationCompleteDialog({
  consultation,
  onDone,
}: {
  consultation: Consultation;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const call = useConsultationAction(consultation);
  const done = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (call.isPending) return;
    call.reset();
    setOpen(next);
  };
  const complete = () =>
    call.mutate(
      { type: 'complete' },
      {
        onSuccess: () => {
          done.current = true;
          setOpen(false);
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="success" aria-label={actionName('Mark completed', consultation)}>
          Mark completed
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
          <DialogTitle>Mark this consultation completed?</DialogTitle>
          <DialogDescription>
            The consultation with {consultation.client.name} on {startWords(consultation)} moves to your past
            consultations, and {consultation.client.name} is invited to review it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {call.isError ? <Alert>{call.error.message}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={call.isPending}>
              Not yet
            </Button>
          </DialogClose>
          <Button variant="success" onClick={complete} disabled={call.isPending}>
            {call.isPending ? 'Saving...' : 'Mark completed'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
