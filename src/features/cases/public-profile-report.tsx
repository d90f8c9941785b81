// Loaded when Report is first pressed on a review, never with the public profile: the call and
// its contract (with zod) stay out of the page's first load (docs/decisions/0103-public-lawyer-profile.md).
import { reportReviewInWords } from '@/api/reviews';
import { REPORT_REASON_MAX, REPORT_REASON_MIN, type Review } from '@/api/reviews-contract';
import { authorOf } from '@/lib/rating-words';
import { ReportReviewDialog } from '@/components/reviews/report-review-dialog';

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
      onReport={(reason) => reportReviewInWords(review.id, reason)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
