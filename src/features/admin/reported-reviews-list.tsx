import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReportedReviewItem } from '@/features/admin/reported-reviews-item';
import {
  REPORTS_PANEL_ID,
  reportsQuery,
  reportsTabId,
  type ReportStatus,
} from '@/features/admin/reported-reviews-queries';
import { ReportedReviewsTabs } from '@/features/admin/reported-reviews-tabs';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';

const EMPTY: Record<ReportStatus, string> = {
  open: 'No reported reviews are waiting. Reviews that people report appear here.',
  decided: 'No reported review has been decided yet.',
};

/** Open and decided reports as tabs, and the list of the one chosen. */
export function ReportedReviewsList({ id }: { id: string }) {
  const [status, setStatus] = useState<ReportStatus>('open');
  const query = useQuery(reportsQuery(status));
  // a decided review leaves the open list: focus goes to the list's panel, not to the page body
  const panelRef = useFocusWhenRemoved<HTMLDivElement>(query.data?.length);
  const focusPanel = () => panelRef.current?.focus();

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
            Loading the reported reviews…
          </p>
        ) : query.isError ? (
          <div className="grid justify-items-start gap-3">
            <Alert className="w-full">
              <p className="font-semibold">Could not load the reported reviews.</p>
              <p>{query.error.message}</p>
            </Alert>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-700">{EMPTY[status]}</p>
        ) : (
          <ul aria-label={status === 'open' ? 'Open reports' : 'Decided reports'} className="grid gap-4">
            {query.data.map((item) => (
              <ReportedReviewItem key={item.review.id} item={item} onDone={focusPanel} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
