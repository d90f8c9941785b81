import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import type { Consultation } from '@/api/booking-contract';
import { text } from '@/api/contract';
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
import { toast } from '@/components/ui/use-toast';
import { useClientConsultationAction } from '@/features/cases/use-client-consultation-action';
import { formatWeekdayDateTime } from '@/lib/dates';

// The side that waits cancels with a reason; the side that must answer declines, its reason
// optional (docs/consultations.md).
const WORDS = {
  cancel: {
    // not just 'Cancel': the dashboard's case form has a Cancel of its own
    trigger: 'Cancel consultation',
    title: 'Cancel this consultation?',
    label: 'Why are you cancelling?',
    submit: 'Confirm cancellation',
    done: 'Consultation cancelled',
    failed: 'The consultation could not be cancelled.',
    schema: z.object({ reason: text(500).min(1, 'Say why you are cancelling.') }),
  },
  'decline-proposal': {
    trigger: 'Decline',
    title: 'Decline the new time?',
    label: 'Reason (optional)',
    submit: 'Decline new time',
    done: 'New time declined',
    failed: 'The new time could not be declined.',
    schema: z.object({ reason: text(500) }),
  },
} as const;

interface ReasonDialogProps {
  consultation: Consultation;
  kind: keyof typeof WORDS;
}

/** Cancel (a reason required) or decline a proposed time (a reason optional): either ends the
 * consultation, and the lawyer is told. A failure keeps the reason typed. */
export function ClientConsultationReasonDialog({ consultation, kind }: ReasonDialogProps) {
  const words = WORDS[kind];
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const act = useClientConsultationAction(consultation);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(words.schema),
    defaultValues: { reason: '' },
  });
  const when = formatWeekdayDateTime(consultation.startsAt);

  const submit = form.handleSubmit(({ reason }) => {
    if (act.isPending) return;
    setFailure(null);
    const action =
      kind === 'cancel'
        ? { type: kind, reason }
        : { type: kind, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    act.mutate(action, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: words.done, description: `${consultation.lawyer.name} is told: ${when}.` });
      },
      onError: (error) => {
        const message =
          isApiError(error) && error.status === 400 ? error.fieldErrors.reason?.join(' ') : undefined;
        if (message) form.setError('reason', { type: 'server', message }, { shouldFocus: true });
        else setFailure(error.message);
      },
    });
  });

  const onOpenChange = (next: boolean) => {
    if (act.isPending) return;
    setFailure(null);
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {words.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>
            With {consultation.lawyer.name}, {when}. This ends the consultation, and{' '}
            {consultation.lawyer.name} is told.
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label={words.title} onSubmit={(e) => void submit(e)} className="grid gap-4">
          {failure ? (
            <Alert>
              {words.failed} {failure}
            </Alert>
          ) : null}
          <Field label={words.label} error={form.formState.errors.reason?.message}>
            <Textarea rows={3} {...form.register('reason')} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" aria-disabled={act.isPending || undefined}>
              {act.isPending ? 'Sending...' : words.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
