import { useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { reasonSchema, type ReportedReview } from '@/api/reviews-contract';
import { ReasonDialog } from '@/components/reason-dialog';
import { authorOf } from '@/lib/rating-words';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useReviewDecision } from '@/features/admin/reported-reviews-queries';

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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(false);
  const decide = useReviewDecision(item.review.id);
  const author = authorOf(item.review);

  const submit = () => {
    const checked = reasonSchema.shape.reason.safeParse(reason);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    setFailure(null);
    decide.mutate(
      { hide: true, reason: checked.data },
      {
        onSuccess: () => {
          done.current = true;
          setOpen(false);
          setReason('');
          toast({
            title: 'Review hidden',
            description: `${author}'s review of ${item.lawyer.name} is hidden.`,
          });
        },
        onError: (error) => {
          const message =
            isApiError(error) && error.status === 400 ? error.fieldErrors.reason?.join(' ') : undefined;
          if (message) setInvalid(message);
          else setFailure(`The review was not hidden: ${error.message}`);
        },
      },
    );
  };

  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="destructive" aria-describedby={describedBy} disabled={disabled}>
          Hide review
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setFailure(null);
        setOpen(next);
      }}
      title={`Hide ${author}'s review of ${item.lawyer.name}?`}
      description="The review leaves the lawyer's profile and rating. It is kept, with your reason, which is shown publicly nowhere."
      label="Why are you hiding it?"
      hint="At least 10 characters. Kept with the review for the record."
      reason={reason}
      onReasonChange={setReason}
      fieldError={invalid}
      failure={failure}
      pending={decide.isPending}
      submitLabel="Hide review"
      pendingLabel="Hiding..."
      keepLabel="Cancel"
      onSubmit={submit}
      onDone={onDone}
      doneRef={done}
    />
  );
}
