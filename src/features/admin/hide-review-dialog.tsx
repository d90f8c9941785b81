import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { reasonSchema, type ReportedReview } from '@/api/reviews-contract';
import { ReasonDialog } from '@/components/reason-dialog';
import { authorOf } from '@/lib/rating-words';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useReviewDecision } from '@/features/admin/reported-reviews-queries';

const reason = reasonSchema.shape.reason;

interface Props {
  item: ReportedReview;
  /** the id of the item's heading, which tells the buttons of several reviews apart */
  describedBy: string;
  /** another decision on this review is under way */
  disabled: boolean;
  /** where the focus goes once the review has left the list */
  onDone: () => void;
}

/**
 * Hide a reported review, with the admin's reason: the review is kept with it, left out of the
 * lawyer's rating and shown publicly nowhere (docs/decisions/0104-admin-live-figures-and-reported-reviews.md).
 * A refusal or failure keeps the typed reason.
 */
export function HideReviewDialog({ item, describedBy, disabled, onDone }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useReviewDecision(item.review.id);
  const author = authorOf(item.review);

  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="destructive" aria-describedby={describedBy} disabled={disabled}>
          Hide review
        </Button>
      }
      onOpenChange={() => setFailure(null)}
      title={`Hide ${author}'s review of ${item.lawyer.name}?`}
      description="The review leaves the lawyer's profile and rating. It is kept, with your reason, which is shown publicly nowhere."
      label="Why are you hiding it?"
      hint={`At least ${reason.minLength ?? 1} characters. Kept with the review for the record.`}
      schema={reason}
      failure={failure}
      pending={decide.isPending}
      confirmLabel="Hide review"
      pendingLabel="Hiding..."
      cancelLabel="Cancel"
      onSubmit={(text, { sent, refused }) => {
        setFailure(null);
        decide.mutate(
          { hide: true, reason: text },
          {
            onSuccess: () => {
              sent();
              toast({
                title: 'Review hidden',
                description: `${author}'s review of ${item.lawyer.name} is hidden.`,
              });
            },
            onError: (error) => {
              const message =
                isApiError(error) && error.status === 400 ? error.fieldErrors.reason?.join(' ') : undefined;
              if (message) refused(message);
              else setFailure(`The review was not hidden: ${error.message}`);
            },
          },
        );
      }}
      onDone={onDone}
    />
  );
}
