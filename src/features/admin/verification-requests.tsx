import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { Queue } from '@/api/contract';
import { loadedItems } from '@/api/paging';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadFailure } from '@/features/admin/load-failure';
import { QueueTabs } from '@/features/admin/queue-tabs';
import { EMPTY_QUEUE, QUEUE_PANEL_ID, queueTabId } from '@/features/admin/queue-words';
import { RequestList } from '@/features/admin/request-list';
import { countsQuery, requestListQuery, type ListSource } from '@/features/admin/verification-queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';

/** how long the search box waits for the admin to pause before it asks */
const SEARCH_PAUSE_MS = 300;

/** spec §2: 'Lawyer Verification Requests' with its pending count and search box; above the
 * list, the lists by state with their counts when the backend has them. */
export function VerificationRequests() {
  // the counts tell whether the backend has the lists by state: without them (a 404) the page
  // shows the one pending list (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
  const counts = useQuery(countsQuery());
  const [queue, setQueue] = useState<Queue>('new');
  const hasDesk = Boolean(counts.data);
  const listed = hasDesk ? queue : null;
  const enabled = counts.data !== undefined;
  const [search, setSearch] = useState('');
  // the search is the server's, over the whole list, and a new one starts again from its first
  // page (docs/decisions/0110-limits-on-writing.md): the list as a whole is asked for too, as
  // the badge counts it, not the matches
  const term = useDebouncedValue(search, SEARCH_PAUSE_MS).trim();
  const whole = useInfiniteQuery({ ...requestListQuery(listed, ''), enabled });
  const listQuery = requestListQuery(listed, term);
  const query = useInfiniteQuery({ ...listQuery, enabled });
  const { items } = loadedItems(query.data);
  // a decided request leaves the list: focus goes back to the heading, not to the page body
  const headingRef = useFocusWhenRemoved<HTMLHeadingElement>(query.data ? items.length : undefined);
  const isSample = whole.data?.pages[0]?.isSample ?? false;
  const source: ListSource = { query: listQuery, isSample, hasDesk };
  // waiting for an admin: new requests and re-checks (the badge counts lists, not the matches)
  const pending = counts.data
    ? counts.data.new + counts.data.rechecks
    : whole.data && loadedItems(whole.data).count;

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
        {counts.isError && !counts.data ? (
          <LoadFailure
            error={counts.error}
            retry={() => void counts.refetch()}
            retrying={counts.isFetching}
          />
        ) : (
          <RequestList
            query={query}
            search={term}
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
