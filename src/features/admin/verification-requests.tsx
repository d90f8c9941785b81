import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { filterRequests } from '@/features/admin/filter-requests';
import { RequestList } from '@/features/admin/request-list';
import { useFocusWhenRemoved } from '@/features/admin/use-focus-when-removed';
import { pendingRequestsQuery } from '@/features/admin/verification-queries';

/** spec §2: 'Lawyer Verification Requests' with its pending count and search box. */
export function VerificationRequests() {
  const query = useQuery(pendingRequestsQuery());
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const all = query.data?.requests;
  // DESIGN decision 7: the typed text filters the loaded list (the spec ignored it)
  const visible = useMemo(() => filterRequests(all ?? [], deferredSearch), [all, deferredSearch]);
  const headingRef = useFocusWhenRemoved<HTMLHeadingElement>(all?.length);
  const isSample = query.data?.isSample ?? false;

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
        {all ? <Badge variant="warning">{all.length} pending</Badge> : null}
        {isSample ? <Badge variant="outline">Sample data</Badge> : null}
      </div>
      {isSample ? (
        // DESIGN decision 8: this backend has no review queue
        <p className="text-sm text-slate-700">
          This server does not offer verification review, so these are sample requests. Approve and Reject
          only show their notification.
        </p>
      ) : null}
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
      <RequestList query={query} visible={visible} search={deferredSearch} isSample={isSample} />
    </section>
  );
}
