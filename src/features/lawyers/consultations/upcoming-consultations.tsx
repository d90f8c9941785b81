import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { renewCalendarFeed } from '@/api/consultations';
import { loadedItems } from '@/api/paging';
import { CalendarFeed } from '@/components/booking/calendar-feed';
import { ShowMore } from '@/components/show-more';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { upcomingConsultationsQuery } from '@/features/lawyers/consultations/lawyer-consultation-queries';
import { LawyerConsultationItem } from '@/features/lawyers/consultations/lawyer-consultation-item';
import { LawyerConsultationSamples } from '@/features/lawyers/consultations/lawyer-consultation-samples';
import { LoadFailure, ListLoading } from '@/components/list-states';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';

const renew = async () => (await renewCalendarFeed()).url;
const describeError = (error: unknown) =>
  `The calendar address could not be made. ${error instanceof Error ? error.message : ''}`.trim();

/** spec §2's 'Upcoming Consultations': the lawyer's real ones with what may be done with each, and
 * the private calendar feed; the spec's samples, marked, where the backend does not book
 * (docs/decisions/0099-consultations-on-the-dashboards.md). */
export function UpcomingConsultations() {
  const list = useInfiniteQuery(upcomingConsultationsQuery);
  const listRef = useRef<HTMLUListElement>(null);
  const { items, count } = loadedItems(list.data);
  // a declined or cancelled consultation leaves the list: the focus goes back to the heading
  const headingRef = useFocusWhenRemoved<HTMLHeadingElement>(list.data ? items.length : undefined);
  const isSample = list.data?.pages[0] === null;

  let body: ReactNode = null;
  if (list.isPending) body = <ListLoading label="Loading your consultations…" />;
  else if (isSample) body = <LawyerConsultationSamples />;
  else if (list.data && items.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No upcoming consultations
      </p>
    );
  } else if (list.data) {
    body = (
      <>
        <ul ref={listRef} className="grid gap-4">
          {items.map((c) => (
            <LawyerConsultationItem key={c.id} consultation={c} />
          ))}
        </ul>
        <ShowMore
          pages={list}
          list={listRef}
          shown={items.length}
          count={count}
          noun={['upcoming consultation', 'upcoming consultations']}
        />
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
            Upcoming Consultations
          </CardTitle>
          {isSample ? <Badge variant="outline">Sample data</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* a failed refresh keeps the last list on screen under the message */}
        {list.isError && !list.isFetchNextPageError ? (
          <LoadFailure query={list} title="Could not load your consultations." />
        ) : null}
        {body}
        {list.data && !isSample ? <CalendarFeed renew={renew} describeError={describeError} /> : null}
      </CardContent>
    </Card>
  );
}
