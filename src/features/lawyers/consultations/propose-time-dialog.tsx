import { useRef, useState } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { actionName, minutesOf, startWords } from '@/features/lawyers/consultations/consultation-words';
import { ProposeTimeForm } from '@/features/lawyers/consultations/propose-time-form';

interface Props {
  consultation: Consultation;
  /** 'Propose another time' for a request, 'Propose again', or spec §2's 'Reschedule' */
  label: string;
  onDone: () => void;
}

/** The lawyer offers another of their free times; the client then accepts or declines it
 * (docs/consultations.md). The time picked stays while the dialog is closed and opened again. */
export function ProposeTimeDialog({ consultation, label, onDone }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const done = useRef(false);

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={actionName(label, consultation)}>
          {label}
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
          <DialogTitle>Propose another time</DialogTitle>
          <DialogDescription>
            Currently {startWords(consultation)}. {consultation.client.name} is asked to accept the new time,
            which is held for you meanwhile; the consultation keeps its length of {minutesOf(consultation)}{' '}
            minutes.
          </DialogDescription>
        </DialogHeader>
        <ProposeTimeForm
          consultation={consultation}
          chosen={chosen}
          onChoose={setChosen}
          onBusy={setBusy}
          onSent={() => {
            done.current = true;
            setChosen(null);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
