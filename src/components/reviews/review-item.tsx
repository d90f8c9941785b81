import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import { Stars } from '@/components/reviews/stars';
import { buttonVariants } from '@/components/ui/button-variants';
import { authorOf, monthWords } from '@/lib/rating-words';

/** What a review shows: the contract's review (src/api/reviews-contract.ts), which this layer
 * may not import, as far as it is read here. */
export interface ShownReview {
  rating: number;
  text: string;
  /** null once the client has deleted their account */
  clientFirstName: string | null;
  /** 'YYYY-MM', London time */
  consultationMonth: string;
  reply: { text: string } | null;
}

/**
 * One review as everyone sees it (docs/decisions/0101-reviews-from-consultations.md): the stars,
 * the client's first name and the month of the consultation, 'Verified consultation', the text
 * and the lawyer's reply. `actions` (a reply) go below it, then Report, whose dialog is the
 * caller's (src/components/reviews/report-review-dialog.tsx).
 */
export function ReviewItem({
  review,
  lawyerName,
  actions,
  onReport,
}: {
  review: ShownReview;
  /** whose reply it is: 'Reply from Amelia Hughes' */
  lawyerName: string;
  actions?: ReactNode;
  /** Report was pressed: the caller opens the dialog and gives the focus back to `button` */
  onReport?: (button: HTMLButtonElement) => void;
}) {
  const author = authorOf(review);
  return (
    <article
      aria-label={`Review by ${author}`}
      className="space-y-2 border-b border-slate-200 py-4 last:border-0"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
        <span className="text-sm font-medium text-slate-900">{author}</span>
        <span className="text-sm text-slate-600">Consultation in {monthWords(review.consultationMonth)}</span>
        <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          Verified consultation
        </span>
      </div>
      {review.text ? <p className="whitespace-pre-line text-sm text-slate-800">{review.text}</p> : null}
      {review.reply ? (
        <div className="ml-4 border-l-2 border-slate-200 pl-3">
          <p className="text-xs font-medium text-slate-700">Reply from {lawyerName}</p>
          <p className="whitespace-pre-line text-sm text-slate-800">{review.reply.text}</p>
        </div>
      ) : null}
      {actions || onReport ? (
        <div className="flex flex-wrap gap-2">
          {actions}
          {onReport ? (
            <button
              type="button"
              className={buttonVariants({ variant: 'link', size: 'sm', className: 'px-0' })}
              aria-label={`Report the review by ${author}`}
              onClick={(event) => onReport(event.currentTarget)}
            >
              Report
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
