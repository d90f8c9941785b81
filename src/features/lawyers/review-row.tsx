import { useEffect, useRef, useState } from 'react';
import type { Review } from '@/api/reviews-contract';
import { ReviewItem } from '@/components/reviews/review-item';
import { toast } from '@/components/ui/use-toast';
import { ReviewReply } from '@/features/lawyers/review-reply';
import { ReviewReport } from '@/features/lawyers/review-report';

interface ReviewRowProps {
  review: Review;
  lawyerId: string;
  lawyerName: string;
}

/** One of the lawyer's reviews, with 'Reply' while it has none, and Report. Once replied, the
 * focus goes to the review, which now shows the reply. */
export function ReviewRow({ review, lawyerId, lawyerName }: ReviewRowProps) {
  const row = useRef<HTMLLIElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
      {review.reply ? null : (
        <ReviewReply lawyerId={lawyerId} review={review} onReplied={onReplied} onConflict={setNotice} />
      )}
      <ReviewReport review={review} />
    </>
  );
  return (
    <li ref={row} tabIndex={-1} className="outline-none focus-visible:ring-2 focus-visible:ring-blue-700">
      <ReviewItem review={review} lawyerName={lawyerName} actions={actions} />
    </li>
  );
}
