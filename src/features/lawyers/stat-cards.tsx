import { Briefcase, CalendarCheck, PoundSterling, Star } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatPounds } from '@/lib/format';

// spec §9: fixed figures
const STATS = [
  { label: 'New Cases', value: '12', note: 'This week', Icon: Briefcase },
  { label: 'Total Consultations', value: '48', note: 'All time', Icon: CalendarCheck },
  { label: 'Average Rating', value: '4.8', note: 'From 32 reviews', Icon: Star },
  { label: 'Monthly Earnings', value: formatPounds(2450), note: 'This month', Icon: PoundSterling },
] as const;

export function StatCards() {
  return (
    <ul aria-label="Your figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {STATS.map(({ label, value, note, Icon }) => (
        <li key={label}>
          <Card className="flex items-start justify-between p-5">
            <div>
              <p className="text-sm font-medium text-slate-700">{label}</p>
              <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
              <p className="mt-1 text-xs text-slate-600">{note}</p>
            </div>
            <Icon className="size-6 text-blue-800" aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
