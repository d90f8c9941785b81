// Loaded when Report is first pressed on a review, never with the public profile: the call and
// its contract (with zod) stay out of the page's first load (docs/decisions/0103-public-lawyer-profile.md).
import { reportReviewInWords } from '@/api/reviews';
import { reasonSchema, type Review } from '@/api/reviews-contract';
import { ReportReviewDialog } from '@/components/reviews/report-review-dialog';

export function PublicProfileReport(props: {
  review: Review;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ReportReviewDialog
      key={props.review.id}
      {...props}
      schema={reasonSchema.shape.reason}
      report={reportReviewInWords}
    />
  );
}
