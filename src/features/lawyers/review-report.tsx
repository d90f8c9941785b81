import { useRef, useState } from 'react';
import { reportReviewInWords } from '@/api/reviews';
import { REPORT_REASON_MAX, REPORT_REASON_MIN, type Review } from '@/api/reviews-contract';
import { ReportReviewDialog } from '@/components/reviews/report-review-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import { authorOf } from '@/lib/rating-words';

/** Report under one of the lawyer's own reviews, as anyone signed in may report one
 * (docs/decisions/0101-reviews-from-consultations.md): a lawyer who believes a review is not about
 * a real consultation says so here, and an administrator decides. */
export function ReviewReport({ review }: { review: Review }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const author = authorOf(review);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonVariants({ variant: 'link', size: 'sm', className: 'px-0' })}
        aria-label={`Report the review by ${author}`}
        onClick={() => setOpen(true)}
      >
        Report
      </button>
      <ReportReviewDialog
        open={open}
        onOpenChange={setOpen}
        author={author}
        min={REPORT_REASON_MIN}
        max={REPORT_REASON_MAX}
        onReport={(reason) => reportReviewInWords(review.id, reason)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
      />
    </>
  );
}
