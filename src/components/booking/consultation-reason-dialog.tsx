import type { z } from 'zod';
import { ReasonDialog, type ReasonDialogProps } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';

// Ending a consultation with a reason, on either side (docs/consultations.md): the lawyer declines
// a request or cancels, the reason required; the client cancels, the reason required, or declines
// a proposed time, the reason optional. The other side is told, and reads the reason.
interface EndingWords {
  trigger: string;
  /** the trigger's name carries whose consultation and when: the lawyer's list holds several */
  named: boolean;
  title: string;
  description: (who: string, when: string) => string;
  label: string;
  /** for the reason the other side reads; `max` is the contract's bound */
  hint?: (max: number | null) => string;
  tooShort?: string;
  confirm: string;
  pending: string;
}

const lawyerTold = (done: string) => (who: string, when: string) =>
  `${who} is told that you ${done} the consultation on ${when}, with your reason. This cannot be undone.`;
const clientTold = (who: string, when: string) =>
  `With ${who}, ${when}. This ends the consultation, and ${who} is told.`;
const noShowTold = (who: string, when: string) =>
  `You are reporting that ${who} did not attend the consultation on ${when}. Both of you are told, and it is marked 'Did not attend'. This cannot be undone.`;
const clientReads = (max: number | null) => `The client reads this. Up to ${max ?? ''} characters.`;

const WORDS = {
  'lawyer-decline': {
    trigger: 'Decline',
    named: true,
    title: 'Decline this request?',
    description: lawyerTold('declined'),
    label: 'Reason',
    hint: clientReads,
    confirm: 'Decline request',
    pending: 'Declining...',
  },
  'lawyer-cancel': {
    trigger: 'Cancel',
    named: true,
    title: 'Cancel this consultation?',
    description: lawyerTold('cancelled'),
    label: 'Reason',
    hint: clientReads,
    confirm: 'Cancel consultation',
    pending: 'Cancelling...',
  },
  'client-cancel': {
    // not just 'Cancel': the dashboard's case form has a Cancel of its own
    trigger: 'Cancel consultation',
    named: false,
    title: 'Cancel this consultation?',
    description: clientTold,
    label: 'Why are you cancelling?',
    tooShort: 'Say why you are cancelling.',
    confirm: 'Confirm cancellation',
    pending: 'Sending...',
  },
  'client-decline-proposal': {
    trigger: 'Decline',
    named: false,
    title: 'Decline the new time?',
    description: clientTold,
    label: 'Reason (optional)',
    confirm: 'Decline new time',
    pending: 'Sending...',
  },
  // either side reports the other as not attending, a note optional
  // (docs/decisions/0129-cancellation-policy-and-no-shows.md)
  'lawyer-no-show': {
    trigger: 'Report did not attend',
    named: true,
    title: 'Report that the client did not attend?',
    description: noShowTold,
    label: 'Note (optional)',
    hint: (max: number | null) => `The client reads this. Up to ${max ?? ''} characters.`,
    confirm: 'Report did not attend',
    pending: 'Reporting...',
  },
  'client-no-show': {
    trigger: 'Report did not attend',
    named: false,
    title: 'Report that the lawyer did not attend?',
    description: noShowTold,
    label: 'Note (optional)',
    hint: (max: number | null) => `The lawyer reads this. Up to ${max ?? ''} characters.`,
    confirm: 'Report did not attend',
    pending: 'Reporting...',
  },
} satisfies Record<string, EndingWords>;

export type Ending = keyof typeof WORDS;

interface ConsultationReasonDialogProps extends Pick<
  ReasonDialogProps,
  'pending' | 'failure' | 'onOpenChange' | 'onSubmit' | 'onDone'
> {
  ending: Ending;
  /** the contract's rule for this ending's reason (src/api/booking-contract.ts) */
  schema: z.ZodString;
  /** the other side, who is told */
  who: string;
  /** the start in words: 'Mon, 30 Mar 2026, 09:00 BST' */
  when: string;
}

/** The one dialog that ends a consultation with a reason, in the words of the side that ends it;
 * the caller makes the call. */
export function ConsultationReasonDialog({
  ending,
  schema,
  who,
  when,
  ...dialog
}: ConsultationReasonDialogProps) {
  const words: EndingWords = WORDS[ending];
  return (
    <ReasonDialog
      {...dialog}
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={words.named ? `${words.trigger}: ${who}, ${when}` : undefined}
        >
          {words.trigger}
        </Button>
      }
      title={words.title}
      description={words.description(who, when)}
      label={words.label}
      hint={words.hint?.(schema.maxLength)}
      schema={schema}
      words={words.tooShort ? { too_small: words.tooShort } : undefined}
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
    />
  );
}
