import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { renewCalendarFeed } from '@/api/consultations';
import { CalendarFeed } from '@/components/booking/calendar-feed';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { upcomingConsultationsQuery } from '@/features/lawyers/consultations/lawyer-consultation-queries';
import { LawyerConsultationItem } from '@/features/lawyers/consultations/lawyer-consultation-item';
import { LawyerConsultationSamples } from '@/features/lawyers/consultations/lawyer-consultation-samples';
import { ListLoadFailure, ListLoading } from '@/features/lawyers/list-states';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';

const renew = async () => (await renewCalendarFeed()).url;
const describeError = (error: unknown) =>
  `The calendar address could not be made. ${error instanceof Error ? error.message : ''}`.trim();

/** spec §2's 'Upcoming Consultations': the lawyer's real ones with what may be done with each, and
 * the private calendar feed; the spec's samples, marked, where the backend does not book
 * (docs/decisions/0099-consultations-on-the-dashboards.md). */
export function UpcomingConsultations() {
  const list = useQuery(upcomingConsultationsQuery);
  // a declined or cancelled consultation leaves the list: the focus goes back to the heading
  const headingRef = useFocusWhenRemoved<HTMLHeadingElement>(list.data?.length);
  const isSample = list.data === null;

  let body: ReactNode = null;
  if (list.isPending) body = <ListLoading label="Loading your consultations…" />;
  else if (isSample) body = <LawyerConsultationSamples />;
  else if (list.data) body = <Consultations consultations={list.data} />;

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
        {list.isError ? <ListLoadFailure query={list} title="Could not load your consultations." /> : null}
        {body}
        {list.data ? <CalendarFeed renew={renew} describeError={describeError} /> : null}
      </CardContent>
    </Card>
  );
}

function Consultations({ consultations }: { consultations: Consultation[] }) {
  if (consultations.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No upcoming consultations
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {consultations.map((c) => (
        <LawyerConsultationItem key={c.id} consultation={c} />
      ))}
    </ul>
  );
}
