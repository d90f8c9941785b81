import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import type { Consultation } from '@/api/booking-contract';
import { nextSlotsOf } from '@/api/consultations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useLawyerSlots } from '@/features/cases/booking/book-slots';
import { BookTimeField, type TakenAnswer } from '@/features/cases/booking/book-time-field';
import {
  actionKey,
  useClientConsultationAction,
} from '@/features/cases/consultations/use-client-consultation-action';
import { formatWeekdayDateTime } from '@/lib/dates';

const rescheduleSchema = z.object({ startsAt: z.string().min(1, 'Choose a new start time.') });

/** The new time: one of the lawyer's free times for the same type of consultation. */
function RescheduleForm({ consultation, onDone }: { consultation: Consultation; onDone: () => void }) {
  const slots = useLawyerSlots(consultation.lawyer.id, consultation.type);
  const act = useClientConsultationAction(consultation);
  const form = useForm<{ startsAt: string }>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: { startsAt: '' },
  });
  const startsAt = useWatch({ control: form.control, name: 'startsAt' });
  const [taken, setTaken] = useState<TakenAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    if (act.isPending) return;
    setFailure(null);
    act.mutate(
      { type: 'reschedule', startsAt: values.startsAt },
      {
        onSuccess: (moved) => {
          onDone();
          toast({
            title: 'New time requested',
            description: `${formatWeekdayDateTime(moved.startsAt)} with ${moved.lawyer.name}, who will confirm it.`,
          });
        },
        onError: (error) => {
          const field =
            isApiError(error) && error.status === 400 ? error.fieldErrors.startsAt?.join(' ') : undefined;
          const next = nextSlotsOf(error);
          if (field) form.setError('startsAt', { type: 'server', message: field });
          else if (isApiError(error) && error.status === 409 && next.length > 0) {
            setTaken({ detail: error.message, nextSlots: next });
            form.setValue('startsAt', '');
          } else setFailure(error.message);
        },
      },
    );
  });

  return (
    <form noValidate aria-label="Choose a new time" onSubmit={(e) => void submit(e)} className="grid gap-4">
      {failure ? <Alert>The consultation could not be moved. {failure}</Alert> : null}
      <BookTimeField
        lawyerName={consultation.lawyer.name}
        slots={slots}
        value={startsAt}
        onChange={(slot) => form.setValue('startsAt', slot, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.startsAt?.message}
        taken={taken}
        onShowAll={() => setTaken(null)}
      />
      <DialogFooter>
        <Button type="submit" aria-disabled={act.isPending || undefined}>
          {act.isPending ? 'Sending...' : 'Request new time'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Reschedule: the client asks for another of the lawyer's free times; the lawyer answers it again
 * (docs/consultations.md). */
export function ClientConsultationReschedule({ consultation }: { consultation: Consultation }) {
  const [open, setOpen] = useState(false);
  // a request on its way is not left behind: its answer has to be told
  const isSending = useIsMutating({ mutationKey: actionKey(consultation.id) }) > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (isSending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule your consultation</DialogTitle>
          <DialogDescription>
            With {consultation.lawyer.name}, now {formatWeekdayDateTime(consultation.startsAt)}. Choose a new
            time (London time); {consultation.lawyer.name} then confirms it.
          </DialogDescription>
        </DialogHeader>
        {open ? <RescheduleForm consultation={consultation} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
