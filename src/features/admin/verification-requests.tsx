import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Queue } from '@/api/contract';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { filterRequests } from '@/features/admin/filter-requests';
import { LoadFailure } from '@/features/admin/load-failure';
import { QueueTabs } from '@/features/admin/queue-tabs';
import { EMPTY_QUEUE, QUEUE_PANEL_ID, queueTabId } from '@/features/admin/queue-words';
import { RequestList } from '@/features/admin/request-list';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';
import { countsQuery, requestListQuery, type ListSource } from '@/features/admin/verification-queries';

/** spec §2: 'Lawyer Verification Requests' with its pending count and search box; above the
 * list, the lists by state with their counts when the backend has them. */
export function VerificationRequests() {
  // the counts tell whether the backend has the lists by state: without them (a 404) the page
  // shows the one pending list (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
  const counts = useQuery(countsQuery());
  const [queue, setQueue] = useState<Queue>('new');
  const hasDesk = Boolean(counts.data);
  const listQuery = requestListQuery(hasDesk ? queue : null);
  const query = useQuery({ ...listQuery, enabled: counts.data !== undefined });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const all = query.data?.requests;
  // docs/decisions/0007-admin-search-filters-the-list.md: the typed text filters the loaded list
  const visible = useMemo(() => filterRequests(all ?? [], deferredSearch), [all, deferredSearch]);
  // a decided request leaves the list: focus goes back to the heading, not to the page body
  const headingRef = useFocusWhenRemoved<HTMLHeadingElement>(all?.length);
  const isSample = query.data?.isSample ?? false;
  const source: ListSource = { query: listQuery, isSample, hasDesk };
  // waiting for an admin: new requests and re-checks (the badge counts lists, not the matches)
  const pending = counts.data ? counts.data.new + counts.data.rechecks : all?.length;

  return (
    <section aria-labelledby="verification-requests-title" className="mt-10 grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="verification-requests-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none"
        >
          Lawyer Verification Requests
        </h2>
        {pending !== undefined ? <Badge variant="warning">{pending} pending</Badge> : null}
        {isSample ? <Badge variant="outline">Sample data</Badge> : null}
      </div>
      {isSample ? (
        // docs/decisions/0008-admin-decisions-call-the-review-extension.md: no review queue here
        <p className="text-sm text-slate-700">
          This server does not offer verification review, so these are sample requests. Approve and Reject
          only show their notification.
        </p>
      ) : null}
      {counts.data ? <QueueTabs active={queue} counts={counts.data} onChange={setQueue} /> : null}
      <div
        className="grid gap-4"
        {...(hasDesk ? { role: 'tabpanel', id: QUEUE_PANEL_ID, 'aria-labelledby': queueTabId(queue) } : {})}
      >
        <div className="grid max-w-md gap-1.5">
          <Label htmlFor="verification-search">Search requests</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="verification-search"
              type="search"
              className="pl-9"
              placeholder="Name, email or specialization"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <p role="status" className="sr-only">
          {all && deferredSearch.trim() ? `${visible.length} of ${all.length} requests shown.` : ''}
        </p>
        {counts.isError && !counts.data ? (
          <LoadFailure
            error={counts.error}
            retry={() => void counts.refetch()}
            retrying={counts.isFetching}
          />
        ) : (
          <RequestList
            query={query}
            visible={visible}
            search={deferredSearch}
            source={source}
            empty={
              hasDesk ? EMPTY_QUEUE[queue] : 'No pending verification requests. New submissions appear here.'
            }
          />
        )}
      </div>
    </section>
  );
}
