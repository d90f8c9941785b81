import { useEffect, useRef, useState } from 'react';
import { reportReviewInWords } from '@/api/reviews';
import { reasonSchema, type Review } from '@/api/reviews-contract';
import { ReportReviewDialog } from '@/components/reviews/report-review-dialog';
import { ReviewItem } from '@/components/reviews/review-item';
import { toast } from '@/components/ui/use-toast';
import { ReviewReply } from '@/features/lawyers/reviews/review-reply';

interface ReviewRowProps {
  review: Review;
  lawyerName: string;
}

/** One of the lawyer's reviews, with 'Reply' while it has none, and Report, as anyone signed in
 * may report one (docs/decisions/0101-reviews-from-consultations.md): a lawyer who believes a
 * review is not about a real consultation says so, and an administrator decides. Once replied,
 * the focus goes to the review, which now shows the reply. */
export function ReviewRow({ review, lawyerName }: ReviewRowProps) {
  const row = useRef<HTMLLIElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const reportButton = useRef<HTMLButtonElement | null>(null);
  const replied = useRef(false);
  const onReplied = () => {
    replied.current = true;
    toast({ title: 'Reply published', description: 'It shows under the review on your public profile.' });
  };
  // once the reply shows in place of the form (whose button has gone)
  useEffect(() => {
    if (!replied.current || !review.reply) return;
    replied.current = false;
    row.current?.focus();
  }, [review.reply]);
  const actions = (
    <>
      {notice ? (
        <p role="status" className="w-full text-sm font-medium text-slate-800">
          {notice}
        </p>
      ) : null}
      {review.reply ? null : <ReviewReply review={review} onReplied={onReplied} onConflict={setNotice} />}
    </>
  );
  return (
    <li ref={row} tabIndex={-1} className="outline-none focus-visible:ring-2 focus-visible:ring-blue-700">
      <ReviewItem
        review={review}
        lawyerName={lawyerName}
        actions={actions}
        onReport={(button) => {
          reportButton.current = button;
          setReporting(true);
        }}
      />
      <ReportReviewDialog
        review={review}
        open={reporting}
        onOpenChange={setReporting}
        schema={reasonSchema.shape.reason}
        report={reportReviewInWords}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          reportButton.current?.focus();
        }}
      />
    </li>
  );
}
