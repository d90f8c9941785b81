import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { Consultation } from '@/api/booking-contract';
import { text } from '@/api/contract';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
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
    schema: text(500).min(1, 'Say why you are cancelling.'),
  },
  'decline-proposal': {
    trigger: 'Decline',
    title: 'Decline the new time?',
    label: 'Reason (optional)',
    submit: 'Decline new time',
    done: 'New time declined',
    failed: 'The new time could not be declined.',
    schema: text(500),
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
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const act = useClientConsultationAction(consultation);
  const when = formatWeekdayDateTime(consultation.startsAt);

  const submit = () => {
    const checked = words.schema.safeParse(reason);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    setFailure(null);
    const action =
      kind === 'cancel'
        ? { type: kind, reason: checked.data }
        : { type: kind, ...(checked.data ? { reason: checked.data } : {}) };
    act.mutate(action, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: words.done, description: `${consultation.lawyer.name} is told: ${when}.` });
      },
      onError: (error) => {
        const message =
          isApiError(error) && error.status === 400 ? error.fieldErrors.reason?.join(' ') : undefined;
        if (message) setInvalid(message);
        else setFailure(`${words.failed} ${error.message}`);
      },
    });
  };

  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline">
          {words.trigger}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setFailure(null);
        setOpen(next);
      }}
      title={words.title}
      description={`With ${consultation.lawyer.name}, ${when}. This ends the consultation, and ${consultation.lawyer.name} is told.`}
      label={words.label}
      reason={reason}
      onReasonChange={setReason}
      fieldError={invalid}
      failure={failure}
      pending={act.isPending}
      submitLabel={words.submit}
      pendingLabel="Sending..."
      onSubmit={submit}
    />
  );
}
