import type { CancellationPolicy } from '@/api/booking-contract';
import { freeUntil, freeUntilWords, policyWords } from '@/components/booking/cancellation-policy';
import { useNow } from '@/lib/use-now';

/** The lawyer's cancellation policy before anything is booked: for the time chosen, or in hours
 * until one is; for a time already inside it, that there is no free cancellation; nothing from a
 * backend without it (docs/decisions/0129-cancellation-policy-and-no-shows.md). */
export function BookPolicy({
  policy,
  startsAt,
  lawyerName,
}: {
  policy: CancellationPolicy | null;
  startsAt: string;
  lawyerName: string;
}) {
  const now = useNow(() => null);
  if (!policy) return null;
  const hours = policy.freeUntilHours;
  const already = startsAt !== '' && freeUntil(startsAt, hours) <= now.getTime();
  if (already) {
    return (
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">No free cancellation for this time</span>
        {`. ${policyWords(hours)}, so once it is confirmed only ${lawyerName} can cancel or move it.`}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">
        {startsAt ? freeUntilWords(startsAt, hours) : policyWords(hours)}
      </span>
      {`. After that, only ${lawyerName} can cancel or move it.`}
    </p>
  );
}
