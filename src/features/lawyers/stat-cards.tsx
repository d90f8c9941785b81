import { useQuery } from '@tanstack/react-query';
import { Briefcase, CalendarCheck, PoundSterling, Star, type LucideIcon } from 'lucide-react';
import type { LawyerStats } from '@/api/stats-contract';
import { isMissingExtension } from '@/api/missing-extension';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { myStatsQuery } from '@/features/lawyers/leads/lead-queries';
import { formatCount, formatPence, formatPounds } from '@/lib/format';

interface Figure {
  label: string;
  /** null while loading (a placeholder stands in) */
  value: string | null;
  note: string | null;
  Icon: LucideIcon;
}

const frame = (
  values: [string | null, string | null, string | null, string | null],
  ratingNote: string | null,
  consultationsNote = 'All time',
) =>
  [
    { label: 'New Cases', value: values[0], note: 'This week', Icon: Briefcase },
    { label: 'Total Consultations', value: values[1], note: consultationsNote, Icon: CalendarCheck },
    { label: 'Average Rating', value: values[2], note: ratingNote, Icon: Star },
    { label: 'Monthly Earnings', value: values[3], note: 'This month', Icon: PoundSterling },
  ] satisfies Figure[];

// spec §9: fixed figures, where the backend keeps no live ones (a 404); written when first shown,
// as formatting is costly before the page draws (src/lib/intl.ts)
const fixed = () => frame(['12', '48', '4.8', formatPounds(2450)], 'From 32 reviews');
const LOADING = frame([null, null, null, null], null);

const NO_REVIEWS = 'No reviews yet';

function live(stats: LawyerStats) {
  const reviews = `From ${formatCount(stats.reviews)} ${stats.reviews === 1 ? 'review' : 'reviews'}`;
  return frame(
    [
      formatCount(stats.newCases),
      formatCount(stats.totalConsultations),
      // no reviews is not 0 stars
      stats.averageRating === null ? NO_REVIEWS : stats.averageRating.toFixed(1),
      formatPence(stats.monthlyEarningsPence),
    ],
    stats.averageRating === null ? null : reviews,
    // reported as not attended, by either side (docs/decisions/0129-cancellation-policy-and-no-shows.md)
    stats.noShows > 0 ? `All time; ${formatCount(stats.noShows)} not attended` : undefined,
  );
}

/** spec §9's four figures, live from the server (docs/decisions/0095-the-lawyers-leads-screens.md). */
export function StatCards() {
  const stats = useQuery(myStatsQuery);
  const figures =
    stats.data?.role === 'lawyer' ? live(stats.data) : isMissingExtension(stats.error) ? fixed() : LOADING;
  const failure =
    stats.isError && !isMissingExtension(stats.error)
      ? stats.error.message
      : stats.data && stats.data.role !== 'lawyer'
        ? 'The server sent the figures of another kind of account.'
        : null;
  return (
    <>
      {stats.isPending ? (
        <p role="status" className="sr-only">
          Loading your figures…
        </p>
      ) : null}
      <ul
        aria-label="Your figures"
        aria-busy={stats.isPending}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {figures.map(({ label, value, note, Icon }) => (
          <li key={label}>
            <Card className="flex h-full items-start justify-between p-5">
              <div>
                <p className="text-sm font-medium text-slate-700">{label}</p>
                {value === null ? (
                  <span aria-hidden="true" className="mt-2 block h-8 w-16 rounded bg-slate-200" />
                ) : (
                  <p
                    className={
                      value === NO_REVIEWS
                        ? 'mt-2 text-xl font-bold text-slate-900'
                        : 'mt-1 text-3xl font-bold text-slate-900'
                    }
                  >
                    {value}
                  </p>
                )}
                {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
              </div>
              <Icon className="size-6 text-blue-800" aria-hidden="true" />
            </Card>
          </li>
        ))}
      </ul>
      {failure ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Alert className="flex-1">Your figures could not be loaded: {failure}</Alert>
          <Button variant="outline" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            {stats.isFetching ? 'Retrying...' : 'Try again'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
