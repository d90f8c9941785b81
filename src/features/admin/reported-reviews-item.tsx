import { useId } from 'react';
import type { ReportedReview } from '@/api/reviews-contract';
import { ReviewItem } from '@/components/reviews/review-item';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { HeldReasons } from '@/features/admin/held-reasons';
import { HideReviewDialog } from '@/features/admin/hide-review-dialog';
import { PublishReviewDialog } from '@/features/admin/publish-review-dialog';
import { useReviewDecision } from '@/features/admin/reported-reviews-queries';
import { formatZonedDateTime } from '@/lib/dates';

interface Props {
  item: ReportedReview;
  /** where the focus goes once the review has left the open or held list */
  onDone: () => void;
}

function Decision({ item }: { item: ReportedReview }) {
  if (item.hidden)
    return (
      <p className="text-sm text-slate-800">
        <Badge variant="destructive">Hidden</Badge> {formatZonedDateTime(item.hidden.at)}. Reason:{' '}
        {item.hidden.reason}
      </p>
    );
  const at = item.decidedAt ? formatZonedDateTime(item.decidedAt) : null;
  // a review decided without reports was a held one, published
  return (
    <p className="text-sm text-slate-800">
      <Badge variant="success">{item.reports.length > 0 ? 'Kept' : 'Published'}</Badge> {at}
    </p>
  );
}

/** One review on the desk: the review as the public would see it, whose it is, why it is held and
 * every report, and the decision on it, or the way to make it. */
export function ReportedReviewItem({ item, onDone }: Props) {
  const keep = useReviewDecision(item.review.id);
  const headingId = useId();
  const title = `Review of ${item.lawyer.name}`;
  const held = item.held.length > 0;
  const decided = item.hidden !== null || (item.decidedAt !== null && !held);
  const onKeep = () =>
    keep.mutate(
      { hide: false },
      {
        onSuccess: () =>
          toast({
            title: 'Review kept',
            description: `The reports on this review of ${item.lawyer.name} are closed.`,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'The review was not kept', description: error.message }),
      },
    );

  return (
    <li>
      <Card className="grid gap-3 p-5">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <ReviewItem review={item.review} lawyerName={item.lawyer.name} />
        {held && !decided ? <HeldReasons item={item} title={title} /> : null}
        {item.reports.length > 0 ? (
          <div>
            <h4 className="text-sm font-semibold text-slate-900">
              {item.reports.length === 1 ? '1 report' : `${item.reports.length} reports`}
            </h4>
            <ul className="mt-1 grid gap-2" aria-label={`Reports on the ${title.toLowerCase()}`}>
              {item.reports.map((report, index) => (
                <li key={`${report.createdAt}-${index}`} className="rounded-md bg-slate-50 p-3 text-sm">
                  <p className="text-xs text-slate-600">Reported {formatZonedDateTime(report.createdAt)}</p>
                  <p className="whitespace-pre-line text-slate-800">{report.reason}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {decided ? (
          <Decision item={item} />
        ) : (
          <div className="flex flex-wrap gap-2">
            {held ? (
              <PublishReviewDialog
                item={item}
                describedBy={headingId}
                disabled={keep.isPending}
                onDone={onDone}
              />
            ) : null}
            <HideReviewDialog item={item} describedBy={headingId} disabled={keep.isPending} onDone={onDone} />
            {item.reports.length > 0 && item.decidedAt === null ? (
              <Button
                size="sm"
                variant="outline"
                aria-describedby={headingId}
                onClick={onKeep}
                disabled={keep.isPending}
              >
                {keep.isPending ? 'Keeping...' : 'Keep review'}
              </Button>
            ) : null}
          </div>
        )}
      </Card>
    </li>
  );
}
