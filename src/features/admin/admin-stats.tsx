import { queryOptions, useQuery } from '@tanstack/react-query';
import { Briefcase, CircleCheck, PoundSterling, Scale, Star, Users, type LucideIcon } from 'lucide-react';
import { isMissingExtension } from '@/api/missing-extension';
import { fetchMyStats, MY_STATS_KEY } from '@/api/stats';
import type { AdminStats } from '@/api/stats-contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCount, formatPence, formatPounds } from '@/lib/format';
import { NO_REVIEWS } from '@/lib/rating-words';
import { numberFormat } from '@/lib/intl';

const rating = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = numberFormat({ style: 'percent', maximumFractionDigits: 0 });

/** The figures; a 404 is a backend without them (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
const adminStatsQuery = queryOptions({
  queryKey: MY_STATS_KEY,
  queryFn: ({ signal }) => fetchMyStats(signal),
});

type Values = [string, string, string, string, string, string];
interface Figure {
  label: string;
  /** null while loading (a placeholder keeps the card's size) */
  value: string | null;
  note: string | null;
  icon: LucideIcon;
}

// spec §9's order and labels
const frame = (values: Values | null, notes: (string | null)[] = []): Figure[] =>
  (
    [
      ['Total Users', Users],
      ['Active Lawyers', Scale],
      ['Total Cases', Briefcase],
      ['Monthly Revenue', PoundSterling],
      ['Average Rating', Star],
      ['Completion Rate', CircleCheck],
    ] as const
  ).map(([label, icon], i) => ({ label, icon, value: values?.[i] ?? null, note: notes[i] ?? null }));

// spec §9: fixed figures, shown (as samples) only where the backend keeps none (a 404); written
// when first shown, as formatting is costly before the page draws (src/lib/intl.ts)
const fixed = () =>
  frame([
    formatCount(1247),
    formatCount(89),
    formatCount(456),
    formatPounds(15_750),
    rating.format(4.7),
    percent.format(0.94),
  ]);
const LOADING = frame(null);
const NONE_ENDED = 'None this month';

/** What each live figure counts, under it (docs/decisions/0118-admin-figures-that-mean-something.md):
 * spec §9's titles stay, and say nothing the service cannot stand behind. */
function live(stats: AdminStats): Figure[] {
  const reviews = `From ${formatCount(stats.reviews)} published ${stats.reviews === 1 ? 'review' : 'reviews'}`;
  return frame(
    [
      formatCount(stats.users),
      formatCount(stats.activeLawyers),
      formatCount(stats.cases),
      formatPence(stats.monthlyRevenuePence),
      // no reviews is not 0 stars, and no ended consultation is not 0%
      stats.averageRating === null ? NO_REVIEWS : rating.format(stats.averageRating),
      stats.completionRate === null ? NONE_ENDED : percent.format(stats.completionRate),
    ],
    [
      'Client, lawyer and admin accounts',
      'Verified now and taking new cases',
      'Every case posted, open or closed',
      // no money passes through LawMatch (the terms)
      'Fees of consultations held this month, paid to lawyers directly',
      stats.averageRating === null ? 'Reviews show once published' : reviews,
      (stats.completionRate === null
        ? 'No consultation was held or cancelled this month'
        : 'Held, of the consultations held or cancelled this month') +
        // a no-show is not held (docs/decisions/0129-cancellation-policy-and-no-shows.md)
        (stats.noShows > 0 ? `; ${formatCount(stats.noShows)} not attended` : ''),
    ],
  );
}

/** spec §9's six figures, live from the server (docs/decisions/0104-admin-live-figures-and-reported-reviews.md). */
export function AdminStats() {
  const stats = useQuery(adminStatsQuery);
  const sample = isMissingExtension(stats.error);
  const figures = stats.data?.role === 'admin' ? live(stats.data) : sample ? fixed() : LOADING;
  const failure =
    stats.isError && !sample
      ? stats.error.message
      : stats.data && stats.data.role !== 'admin'
        ? 'The server sent the figures of another kind of account.'
        : null;
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        Platform overview
      </h2>
      {sample ? (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge variant="outline">Sample data</Badge>
          This server keeps no platform figures: these are examples.
        </p>
      ) : null}
      {stats.isPending ? (
        <p role="status" className="sr-only">
          Loading the platform figures…
        </p>
      ) : null}
      {/* three a row at most: a figure such as £138,602.50 and its caption need the width */}
      <dl aria-busy={stats.isPending} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map(({ label, value, note, icon: Icon }) => (
          <Card key={label} className="flex min-w-0 flex-col gap-2 p-5">
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
              {label}
              <Icon className="size-5 shrink-0 text-blue-800" aria-hidden="true" />
            </dt>
            <dd
              className={
                value === NO_REVIEWS || value === NONE_ENDED
                  ? 'text-lg font-bold text-slate-900'
                  : 'text-2xl font-bold break-words text-slate-900 tabular-nums'
              }
            >
              {value ?? <span aria-hidden="true" className="block h-8 w-16 rounded bg-slate-200" />}
            </dd>
            {note ? <dd className="text-sm text-slate-600">{note}</dd> : null}
          </Card>
        ))}
      </dl>
      {failure ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Alert className="flex-1">The platform figures could not be loaded: {failure}</Alert>
          <Button variant="outline" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            {stats.isFetching ? 'Retrying...' : 'Try again'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
