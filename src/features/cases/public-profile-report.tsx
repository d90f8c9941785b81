// Loaded when Report is first pressed on a review, never with the public profile: the call and
// its contract (with zod) stay out of the page's first load (docs/decisions/0103-public-lawyer-profile.md).
import { isApiError } from '@/api/api-error';
import { reportReview } from '@/api/reviews';
import { REPORT_REASON_MAX, REPORT_REASON_MIN, type Review } from '@/api/reviews-contract';
import { authorOf } from '@/lib/rating-words';
import { ReportReviewDialog } from '@/components/reviews/report-review-dialog';
import { toast } from '@/components/ui/use-toast';

const ALREADY_REPORTED = 'You have reported this review already.';

/** POST /api/reviews/{id}/report/: null once kept; else what went wrong, in words. */
async function send(review: Review, reason: string): Promise<string | null> {
  try {
    await reportReview(review.id, reason);
    toast({ title: 'Report sent', description: 'Thank you. We will look at this review.' });
    return null;
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 409) return ALREADY_REPORTED;
    const reasonError = isApiError(error) ? error.fieldErrors.reason?.[0] : undefined;
    return `Could not send the report. ${reasonError ?? (error instanceof Error ? error.message : '')}`.trim();
  }
}

export function PublicProfileReport({
  review,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  review: Review;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ReportReviewDialog
      key={review.id}
      open={open}
      onOpenChange={onOpenChange}
      author={authorOf(review)}
      min={REPORT_REASON_MIN}
      max={REPORT_REASON_MAX}
      onReport={(reason) => send(review, reason)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
