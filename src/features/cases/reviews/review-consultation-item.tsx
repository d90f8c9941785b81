import { useId, useRef } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { Stars } from '@/components/reviews/stars';
import { ReviewDialog } from '@/features/cases/reviews/review-dialog';
import { consultationWhen, ratedWords } from '@/features/cases/reviews/review-words';

interface ReviewConsultationItemProps {
  consultation: Consultation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One completed consultation: the lawyer, the type and London date, and either the stars the
 * client gave it or 'Write a review'. */
export function ReviewConsultationItem({ consultation: c, open, onOpenChange }: ReviewConsultationItemProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <article
      aria-labelledby={`${id}-name ${id}-when`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-0.5">
        <h4
          id={`${id}-name`}
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-slate-900 outline-none"
        >
          {c.lawyer.name}
        </h4>
        <p id={`${id}-when`} className="text-sm text-slate-800">
          {consultationWhen(c)}
        </p>
      </div>
      {c.review ? (
        <p className="flex items-center gap-2 text-sm text-slate-800">
          {/* the words say the figure; the stars are for the eye */}
          <span aria-hidden="true">
            <Stars rating={c.review.rating} label={ratedWords(c.review.rating)} />
          </span>
          {ratedWords(c.review.rating)}
        </p>
      ) : null}
      <ReviewDialog consultation={c} open={open} onOpenChange={onOpenChange} afterSent={heading} />
    </article>
  );
}
