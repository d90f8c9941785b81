import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isMissingExtension } from '@/api/missing-extension';
import { loadedItems } from '@/api/paging';
import { Badge } from '@/components/ui/badge';
import { onDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { reportsQuery } from '@/features/admin/reported-reviews-queries';

const LIST_ID = 'reported-reviews-list';

// the lists and what can be done with each review load when first asked for; meanwhile the
// status stands where Show reported reviews says its list is
// (docs/decisions/0137-dashboards-draw-their-first-cards-first.md)
const ReportedReviewsList = onDemand(
  () => import('@/features/admin/reported-reviews-list').then((m) => m.ReportedReviewsList),
  <p id={LIST_ID} role="status" className="text-sm text-slate-700">
    Loading the reported reviews…
  </p>,
);

/**
 * The reviews people reported, for the admin to hide (with a reason) or keep
 * (docs/decisions/0104-admin-live-figures-and-reported-reviews.md), and the reviews held for a
 * check, to publish or hide (docs/decisions/0111-held-reviews.md). The heading says how many of
 * each wait; the lists open below it on request, so that the verification requests above stay the
 * page's first task. A backend that keeps no reviews answers 404, and the section says so
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
 */
export function ReportedReviews() {
  const [shown, setShown] = useState(false);
  const open = useInfiniteQuery(reportsQuery('open'));
  const held = useInfiniteQuery(reportsQuery('held'));
  const missing = !open.data && isMissingExtension(open.error);
  const waiting = open.data && loadedItems(open.data).count;
  const holding = held.data && loadedItems(held.data).count;

  return (
    <section aria-labelledby="reported-reviews-title" className="mt-10 grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="reported-reviews-title" className="text-2xl font-bold text-slate-900">
          Reported reviews
        </h2>
        {waiting !== undefined ? (
          <Badge variant={waiting > 0 ? 'warning' : 'secondary'}>{waiting} open</Badge>
        ) : null}
        {holding !== undefined && !missing ? (
          <Badge variant={holding > 0 ? 'warning' : 'secondary'}>{holding} held</Badge>
        ) : null}
        {missing ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={shown}
            aria-controls={shown ? LIST_ID : undefined}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? 'Collapse reported reviews' : 'Show reported reviews'}
          </Button>
        )}
      </div>
      {missing ? (
        <p className="text-sm text-slate-700">
          This server keeps no reviews, so there are no reported reviews.
        </p>
      ) : shown ? (
        <ReportedReviewsList id={LIST_ID} />
      ) : null}
    </section>
  );
}
