import type { ReportedReview } from '@/api/reviews-contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { usePublishReview } from '@/features/admin/reported-reviews-queries';
import { authorOf } from '@/lib/rating-words';

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
 * Publish a held review once the admin is satisfied it is genuine: it then appears on the
 * lawyer's profile and counts in their rating (docs/decisions/0111-held-reviews.md). A refusal
 * (409: it is held no longer) is told in the server's words, in the dialog and in a notification,
 * since the lists load again and the review may leave the held one with its dialog.
 */
export function PublishReviewDialog({ item, describedBy, disabled, onDone }: Props) {
  const publish = usePublishReview(item.review.id);
  const author = authorOf(item.review);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="success" aria-describedby={describedBy} disabled={disabled}>
          Publish review
        </Button>
      }
      onOpenChange={() => publish.reset()}
      title={`Publish ${author}'s review of ${item.lawyer.name}?`}
      description="It appears on the lawyer's profile and counts in their rating from now on. Publish it once you are satisfied it comes from a real consultation."
      failure={publish.isError ? `The review was not published: ${publish.error.message}` : null}
      pending={publish.isPending}
      cancelLabel="Cancel"
      confirmLabel="Publish review"
      pendingLabel="Publishing..."
      confirmVariant="success"
      onConfirm={(done) =>
        publish.mutate(undefined, {
          onSuccess: () => {
            done();
            toast({
              title: 'Review published',
              description: `${author}'s review of ${item.lawyer.name} now appears on their profile.`,
            });
          },
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'The review was not published',
              description: error.message,
            }),
        })
      }
      onDone={onDone}
    />
  );
}
