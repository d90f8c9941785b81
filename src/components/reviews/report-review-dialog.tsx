import { useState } from 'react';
import type { z } from 'zod';
import type { ShownReview } from '@/components/reviews/review-item';
import { ReasonDialog } from '@/components/reason-dialog';
import { toast } from '@/components/ui/use-toast';
import { authorOf } from '@/lib/rating-words';

interface ReportReviewDialogProps {
  review: ShownReview & { id: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the contract's rule for the reason (src/api/reviews-contract.ts), whose bounds the hint says */
  schema: z.ZodString;
  /** sends the report: resolves to null once it is kept, else to what went wrong in words */
  report: (reviewId: string, reason: string) => Promise<string | null>;
  /** where the focus goes once it closes (the dialog has no trigger of its own) */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Report a review (docs/decisions/0101-reviews-from-consultations.md), opened by the review's
 * Report: the reason, checked by the contract's rule. A failure is said in the dialog and the
 * reason stays, so it can be sent again. Kept apart from src/api (this layer may not import it):
 * the caller gives the call.
 */
export function ReportReviewDialog({ review, schema, report, ...dialog }: ReportReviewDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (reason: string, sent: () => void) => {
    setFailure(null);
    setSending(true);
    try {
      const message = await report(review.id, reason);
      if (message !== null) return setFailure(message);
      sent();
      toast({ title: 'Report sent', description: 'Thank you. We will look at this review.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <ReasonDialog
      {...dialog}
      title={`Report the review by ${authorOf(review)}`}
      description="Tell us what is wrong with it: for example, that it is not about a real consultation, or that it is abusive. We read every report."
      label="Why are you reporting it?"
      hint={`${schema.minLength ?? 0} to ${schema.maxLength ?? ''} characters.`}
      schema={schema}
      failure={failure}
      pending={sending}
      confirmLabel="Send report"
      pendingLabel="Sending report..."
      cancelLabel="Cancel"
      confirmVariant="default"
      onSubmit={(reason, { sent }) => void send(reason, sent)}
    />
  );
}
