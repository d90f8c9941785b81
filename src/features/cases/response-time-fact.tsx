import { Clock } from 'lucide-react';
import { respondsWithin } from '@/lib/response-time-words';

/** 'Usually responds within N hours' in a lawyer's facts; nothing before the lawyer has the
 * responses it needs, or from a backend without it (docs/decisions/0125-fair-leads-and-response-time.md). */
export function ResponseTimeFact({ hours }: { hours: number | null | undefined }) {
  const words = respondsWithin(hours);
  if (words === null) return null;
  return (
    <div className="flex items-center gap-1.5">
      <Clock className="size-4 text-slate-500" aria-hidden="true" />
      <dt className="sr-only">Response time</dt>
      <dd>{words}</dd>
    </div>
  );
}
