import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { loadedItems } from '@/api/paging';
import type { DeskStatus } from '@/api/reviews';
import type { ReportedReview } from '@/api/reviews-contract';
import { ShowMore } from '@/components/show-more';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReportedReviewItem } from '@/features/admin/reported-reviews-item';
import { REPORTS_PANEL_ID, reportsQuery, reportsTabId } from '@/features/admin/reported-reviews-queries';
import { ReportedReviewsTabs } from '@/features/admin/reported-reviews-tabs';
import { DESK_WORDS } from '@/features/admin/reported-reviews-words';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';

const reviewIdOf = (item: ReportedReview) => item.review.id;

/** Open reports, decided ones and held reviews as tabs, and the list of the one chosen, a page at
 * a time. */
export function ReportedReviewsList({ id }: { id: string }) {
  const [status, setStatus] = useState<DeskStatus>('open');
  const query = useInfiniteQuery(reportsQuery(status));
  const list = useRef<HTMLUListElement>(null);
  const { items, count } = loadedItems(query.data, reviewIdOf);
  // a decided review leaves the open or held list: focus goes to the list's panel, not to the body
  const panelRef = useFocusWhenRemoved<HTMLDivElement>(query.data ? items.length : undefined);
  const focusPanel = () => panelRef.current?.focus();
  const failed = query.isError && !query.isFetchNextPageError;

  return (
    <div id={id} className="grid gap-4">
      <ReportedReviewsTabs active={status} onChange={setStatus} />
      <div
        ref={panelRef}
        role="tabpanel"
        tabIndex={-1}
        id={REPORTS_PANEL_ID}
        aria-labelledby={reportsTabId(status)}
        className="grid gap-4 outline-none"
      >
        {query.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            Loading the reviews…
          </p>
        ) : failed ? (
          <div className="grid justify-items-start gap-3">
            <Alert className="w-full">
              <p className="font-semibold">Could not load the reported reviews.</p>
              <p>{query.error?.message}</p>
            </Alert>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-700">{DESK_WORDS[status].empty}</p>
        ) : (
          <>
            <ul ref={list} aria-label={DESK_WORDS[status].list} className="grid gap-4">
              {items.map((item) => (
                <ReportedReviewItem key={item.review.id} item={item} onDone={focusPanel} />
              ))}
            </ul>
            <ShowMore
              pages={query}
              list={list}
              shown={items.length}
              count={count}
              noun={['review', 'reviews']}
            />
          </>
        )}
      </div>
    </div>
  );
}
