import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useRef } from 'react';
import { renewCalendarFeed } from '@/api/consultations';
import { isMissingExtension } from '@/api/missing-extension';
import { loadedItems } from '@/api/paging';
import { CalendarFeed } from '@/components/booking/calendar-feed';
import { ShowMore } from '@/components/show-more';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ClientConsultationList } from '@/features/cases/consultations/client-consultation-list';
import { upcomingConsultationsQuery } from '@/features/cases/consultations/use-client-consultation-action';

const renewFeed = async () => (await renewCalendarFeed()).url;
const feedFailure = (error: unknown) =>
  `A new address could not be made. ${error instanceof Error ? error.message : ''}`.trim();

/**
 * The client's upcoming consultations on the dashboard, with what can be done with each, and the
 * private calendar feed. The spec has no such card: a backend that does not book (its 404) shows
 * none (docs/decisions/0098-book-consultation-dialog.md).
 */
export function UpcomingConsultationsCard() {
  const list = useInfiniteQuery(upcomingConsultationsQuery);
  const listRef = useRef<HTMLUListElement>(null);
  const { items, count } = loadedItems(list.data);
  // a page after the first that fails is told under the list (ShowMore)
  const failed = list.isError && !list.isFetchNextPageError;
  if (failed && isMissingExtension(list.error)) return null;

  return (
    <section aria-labelledby="upcoming-consultations-title" className="mt-10">
      <Card>
        <CardHeader>
          <CardTitle id="upcoming-consultations-title" className="flex items-center gap-2">
            <CalendarClock className="size-5 text-blue-800" aria-hidden="true" />
            Upcoming Consultations
          </CardTitle>
          <CardDescription>Your consultations with lawyers, in London time.</CardDescription>
        </CardHeader>
        <CardContent>
          {list.isPending ? (
            <p role="status">Loading your consultations…</p>
          ) : failed ? (
            <div className="grid justify-items-start gap-3">
              <Alert>Your consultations could not be loaded. {list.error?.message}</Alert>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void list.refetch()}
                disabled={list.isFetching}
              >
                Retry
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="text-slate-700">No upcoming consultations</p>
          ) : (
            <div className="grid gap-3">
              <ClientConsultationList ref={listRef} consultations={items} heading="h4" />
              <ShowMore
                pages={list}
                list={listRef}
                shown={items.length}
                count={count}
                noun={['upcoming consultation', 'upcoming consultations']}
              />
            </div>
          )}
          {list.data && !failed ? <CalendarFeed renew={renewFeed} describeError={feedFailure} /> : null}
        </CardContent>
      </Card>
    </section>
  );
}
