import { Briefcase, CircleCheck, PoundSterling, Scale, Star, Users, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatCount, formatPounds } from '@/lib/format';

const rating = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });

// spec §9: fixed figures, not live ones
const STATS: { label: string; value: string; icon: LucideIcon }[] = [
  { label: 'Total Users', value: formatCount(1247), icon: Users },
  { label: 'Active Lawyers', value: formatCount(89), icon: Scale },
  { label: 'Total Cases', value: formatCount(456), icon: Briefcase },
  { label: 'Monthly Revenue', value: formatPounds(15_750), icon: PoundSterling },
  { label: 'Average Rating', value: rating.format(4.7), icon: Star },
  { label: 'Completion Rate', value: percent.format(0.94), icon: CircleCheck },
];

export function AdminStats() {
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        Platform overview
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {STATS.map(({ label, value, icon: Icon }) => (
          // justify-between: a label that wraps (Monthly Revenue at 1280 px) must not push its
          // figure below the others in the row
          <Card key={label} className="flex flex-col justify-between gap-2 p-5">
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
              {label}
              <Icon className="size-5 shrink-0 text-blue-800" aria-hidden="true" />
            </dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
