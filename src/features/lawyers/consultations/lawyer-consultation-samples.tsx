import { CalendarClock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { announceComingSoon } from '@/features/lawyers/coming-soon';
import { SAMPLE_CONSULTATIONS } from '@/features/lawyers/sample-work';
import { formatDate } from '@/lib/format';

// spec §2's sample consultations, as they were before consultations were kept: shown where the
// backend does not book (a 404), with their buttons saying the feature is coming soon
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
export function LawyerConsultationSamples() {
  return (
    <>
      <p className="text-sm text-slate-700">
        This server does not keep consultations yet, so these are sample consultations.
      </p>
      <ul className="grid gap-4">
        {SAMPLE_CONSULTATIONS.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold text-slate-900">{item.client}</h3>
                <p className="text-sm text-slate-700">{item.type}</p>
              </div>
              <Badge variant={item.status === 'Confirmed' ? 'success' : 'warning'}>{item.status}</Badge>
            </div>
            <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-700">
              <CalendarClock className="size-4" aria-hidden="true" />
              {formatDate(item.date)} at {item.time}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => announceComingSoon('Joining meetings')}
                aria-label={`Join Meeting with ${item.client}`}
              >
                Join Meeting
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => announceComingSoon('Rescheduling')}
                aria-label={`Reschedule with ${item.client}`}
              >
                Reschedule
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
