import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import type { Consultation } from '@/api/booking-contract';
import { text } from '@/api/contract';
import { REVIEW_TEXT_MAX, reviewCreateSchema } from '@/api/reviews-contract';
import { toast } from '@/components/ui/use-toast';
import { useWriteReview } from '@/features/cases/reviews/review-queries';
import { REVIEW_WORDS } from '@/features/cases/reviews/review-words';

// the contract's own rules and words: rating 1–5, text up to 2,000 characters
export const reviewFormSchema = z.object({
  rating: reviewCreateSchema.shape.rating,
  text: text(REVIEW_TEXT_MAX),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;
const FIELDS = ['rating', 'text'] as const;

/** The refusal or failure told above the fields, or null when it is told beside them. */
function failureOf(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 409) return error.detail ?? REVIEW_WORDS.already;
    if (error.status === 404) return REVIEW_WORDS.missing;
  }
  return `${REVIEW_WORDS.failed} ${error instanceof Error ? error.message : ''}`.trim();
}

/**
 * The review form's state and its call. The form outlives the dialog's content, so what was
 * chosen and typed stays after a failure, also when the dialog is closed and opened again; it is
 * emptied only once the review is kept (docs/decisions/0105-review-screens.md).
 */
export function useReviewSubmit(consultation: Consultation, onSent: () => void) {
  const write = useWriteReview(consultation);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: 0, text: '' },
  });

  const submit = form.handleSubmit((body) => {
    if (write.isPending) return;
    setFailure(null);
    write.mutate(body, {
      onSuccess: (review) => {
        // a held review waits for an admin's check before it appears (docs/decisions/0111-held-reviews.md)
        toast(
          review.held
            ? { title: REVIEW_WORDS.held, description: `Your review of ${consultation.lawyer.name} is sent.` }
            : {
                title: REVIEW_WORDS.thanks,
                description: `Your review of ${consultation.lawyer.name} is published.`,
              },
        );
        form.reset();
        onSent();
      },
      onError: (error) => {
        if (isApiError(error) && error.kind === 'http' && error.status === 400) {
          const named = FIELDS.filter((field) => (error.fieldErrors[field] ?? []).length > 0);
          named.forEach((field, index) => {
            const message = (error.fieldErrors[field] ?? []).join(' ');
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          });
          if (named.length > 0) return;
        }
        setFailure(failureOf(error));
      },
    });
  });

  return { form, submit, failure, pending: write.isPending, clearFailure: () => setFailure(null) };
}
