import { useRef, type RefObject } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ReviewForm } from '@/features/cases/reviews/review-form';
import { useReviewSubmit } from '@/features/cases/reviews/review-submit';
import { consultationWhen, REVIEW_WORDS, shownAs } from '@/features/cases/reviews/review-words';
import { useAuth } from '@/session/use-auth';

interface ReviewDialogProps {
  consultation: Consultation;
  /** the card says which consultation's dialog is open (the deep link opens one) */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes once the review is kept: 'Write a review' has left the page */
  afterSent: RefObject<HTMLElement | null>;
}

/**
 * Write a review of a completed consultation (docs/decisions/0105-review-screens.md). It cannot
 * be closed while the review is on its way, so its answer is always told.
 */
export function ReviewDialog({ consultation, open, onOpenChange, afterSent }: ReviewDialogProps) {
  const { user } = useAuth();
  const sent = useRef(false);
  const review = useReviewSubmit(consultation, () => {
    sent.current = true;
    onOpenChange(false);
  });
  const lawyer = consultation.lawyer.name;

  const changeOpen = (next: boolean) => {
    if (review.pending) return;
    review.clearFailure();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {consultation.review ? null : (
        <DialogTrigger asChild>
          <Button size="sm" aria-label={`${REVIEW_WORDS.write} of your consultation with ${lawyer}`}>
            {REVIEW_WORDS.write}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!sent.current && !consultation.review) return;
          sent.current = false;
          event.preventDefault();
          afterSent.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Review your consultation with {lawyer}</DialogTitle>
          <DialogDescription>{consultationWhen(consultation)}, London time.</DialogDescription>
        </DialogHeader>
        <ReviewForm
          form={review.form}
          onSubmit={() => void review.submit()}
          failure={review.failure}
          pending={review.pending}
          shownAs={shownAs(consultation, user?.name)}
        />
      </DialogContent>
    </Dialog>
  );
}
