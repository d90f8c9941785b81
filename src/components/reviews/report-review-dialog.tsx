import { useState } from 'react';
import { ReasonDialog } from '@/components/reason-dialog';
import { toast } from '@/components/ui/use-toast';

interface ReportReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** whose review: 'Report the review by Tom' */
  author: string;
  /** the reason's bounds, as the contract has them (src/api/reviews-contract.ts) */
  min: number;
  max: number;
  /** sends the report: resolves to null once it is kept, else to what went wrong in words */
  onReport: (reason: string) => Promise<string | null>;
  /** where the focus goes once it closes (the dialog has no trigger of its own) */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Report a review (docs/decisions/0101-reviews-from-consultations.md): the reason, 10 to 1,000
 * characters. A failure is said in the dialog and the reason stays, so it can be sent again.
 * Kept apart from src/api (this layer may not import it): the caller sends the report.
 */
export function ReportReviewDialog({
  open,
  onOpenChange,
  author,
  min,
  max,
  onReport,
  onCloseAutoFocus,
}: ReportReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const trimmed = reason.trim();
    const problem =
      trimmed.length < min
        ? `Ensure this field has at least ${min} characters.`
        : trimmed.length > max
          ? `Ensure this field has no more than ${max} characters.`
          : undefined;
    setFieldError(problem);
    setFailure(null);
    if (problem) return;
    setSending(true);
    try {
      const message = await onReport(trimmed);
      if (message === null) {
        setReason('');
        onOpenChange(false);
        toast({ title: 'Report sent', description: 'Thank you. We will look at this review.' });
      } else setFailure(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report the review by ${author}`}
      description="Tell us what is wrong with it: for example, that it is not about a real consultation, or that it is abusive. We read every report."
      label="Why are you reporting it?"
      hint={`${min} to ${max} characters.`}
      reason={reason}
      onReasonChange={setReason}
      fieldError={fieldError}
      failure={failure}
      pending={sending}
      submitLabel="Send report"
      pendingLabel="Sending report..."
      keepLabel="Cancel"
      submitVariant="default"
      onSubmit={() => void submit()}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
