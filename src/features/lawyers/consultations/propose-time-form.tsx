import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { nextSlotsOf } from '@/api/consultations';
import { SlotPicker } from '@/components/booking/slot-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import {
  ownSlotsQuery,
  useConsultationAction,
} from '@/features/lawyers/consultations/lawyer-consultation-queries';

interface Props {
  consultation: Consultation;
  /** the time picked, kept by the dialog while it is closed */
  chosen: string | null;
  onChoose: (value: string | null) => void;
  onBusy: (busy: boolean) => void;
  onSent: () => void;
}

/**
 * The lawyer's own free times of the consultation's type, by day, and Propose. A time taken
 * meanwhile (409) offers the next free ones instead, with the server's reason; any other refusal
 * is said here and the dialog stays as it was.
 */
export function ProposeTimeForm({ consultation, chosen, onChoose, onBusy, onSent }: Props) {
  const slots = useQuery(ownSlotsQuery(consultation));
  const propose = useConsultationAction(consultation);
  // the next free times a 409 offered, in place of the list loaded before
  const [offered, setOffered] = useState<string[] | null>(null);
  const [missing, setMissing] = useState(false);

  const times = (offered ?? slots.data?.slots ?? []).filter((t) => t !== consultation.startsAt);
  // a time kept from before that is no longer free is no choice
  const picked = chosen && times.includes(chosen) ? chosen : null;
  const refusal = propose.isError ? propose.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onBusy(true);
    propose.mutate(
      { type: 'propose', startsAt: picked },
      {
        onSuccess: onSent,
        onError: (error) => {
          const next = nextSlotsOf(error);
          if (next.length > 0) {
            setOffered(next);
            onChoose(null);
          }
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  if (slots.isPending) {
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading your free times…
      </p>
    );
  }
  if (slots.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert className="w-full">Your free times could not be loaded. {slots.error.message}</Alert>
        <Button variant="outline" onClick={() => void slots.refetch()} disabled={slots.isFetching}>
          {slots.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate aria-label="Propose another time" className="grid gap-4" onSubmit={submit}>
      {refusal ? (
        <Alert>
          {refusal}
          {offered ? ' These are the next free times.' : null}
        </Alert>
      ) : null}
      <SlotPicker
        slots={times}
        value={picked}
        onChange={(value) => {
          onChoose(value);
          if (value) setMissing(false);
        }}
        error={missing ? 'Choose the new time.' : undefined}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={propose.isPending}>
            Keep the time
          </Button>
        </DialogClose>
        <Button type="submit" disabled={propose.isPending || times.length === 0}>
          {propose.isPending ? 'Proposing...' : 'Propose this time'}
        </Button>
      </DialogFooter>
    </form>
  );
}
