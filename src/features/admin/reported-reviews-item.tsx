import { useId } from 'react';
import type { ReportedReview } from '@/api/reviews-contract';
import { ReviewItem } from '@/components/reviews/review-item';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { HideReviewDialog } from '@/features/admin/hide-review-dialog';
import { useReviewDecision } from '@/features/admin/reported-reviews-queries';
import { formatZonedDateTime } from '@/lib/dates';

interface Props {
  item: ReportedReview;
  /** where the focus goes once the review has left the open list */
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
  return (
    <p className="text-sm text-slate-800">
      <Badge variant="success">Kept</Badge> {item.decidedAt ? formatZonedDateTime(item.decidedAt) : null}
    </p>
  );
}

/** One reported review: the review as the public sees it, whose it is, every report, and the decision. */
export function ReportedReviewItem({ item, onDone }: Props) {
  const keep = useReviewDecision(item.review.id);
  const headingId = useId();
  const title = `Review of ${item.lawyer.name}`;
  const decided = item.decidedAt !== null || item.hidden !== null;
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
        {decided ? (
          <Decision item={item} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <HideReviewDialog item={item} describedBy={headingId} disabled={keep.isPending} onDone={onDone} />
            <Button
              size="sm"
              variant="outline"
              aria-describedby={headingId}
              onClick={onKeep}
              disabled={keep.isPending}
            >
              {keep.isPending ? 'Keeping...' : 'Keep review'}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
