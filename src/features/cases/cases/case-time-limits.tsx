import type { Case } from '@/api/cases-contract';
import { nearTimeLimits } from '@/api/time-limits';
import { TimeLimitNotice } from '@/features/cases/cases/time-limit-notice';
import { londonDate } from '@/lib/dates';

/** On the client's open case: a time limit its answers show is near or passed, as on the form
 * (docs/intake.md). A backend without answers shows none. */
export function CaseTimeLimits({ kase }: { kase: Case }) {
  const limits = nearTimeLimits(kase.category, kase.answers ?? {}, londonDate(new Date()));
  return limits.length > 0 ? (
    <div className="mb-6">
      <TimeLimitNotice limits={limits} />
    </div>
  ) : null;
}
