import type { TimeLimitRule } from '@/api/intake-questions';
import type { TimeLimit } from '@/api/time-limits';
import { dayWords } from '@/features/cases/cases/day-words';

const WORDS: Record<TimeLimitRule, { by: string; why: string }> = {
  employment: {
    by: 'Time limit: you may need to start ACAS early conciliation by',
    why: 'Before most employment tribunal claims you must contact ACAS, usually within 3 months less one day of the dismissal or the last thing that happened.',
  },
  injury: {
    by: 'Time limit: you may need to start a court claim by',
    why: 'A personal injury claim usually has to be started within 3 years of the accident.',
  },
  'immigration-appeal': {
    by: 'Time limit: you may need to appeal by',
    why: 'From inside the UK, an appeal usually has to reach the tribunal within 14 days of the decision being sent.',
  },
  hearing: {
    by: 'Court date: your hearing is on',
    why: 'Getting advice before the hearing gives a lawyer time to prepare.',
  },
};

function headline({ rule, day, passed }: TimeLimit): string {
  if (passed)
    return `Time limit: it may have run out on ${dayWords(day)}. A lawyer can tell you whether you can still act.`;
  return `${WORDS[rule].by} ${dayWords(day)}.`;
}

/**
 * A time limit the answers show is near or passed, in plain words with the day it runs out and
 * the official guidance; information, not advice (docs/intake.md,
 * docs/decisions/0132-follow-up-questions-and-time-limits.md). `urgentNote` says what posting does.
 */
export function TimeLimitNotice({ limits, urgentNote }: { limits: TimeLimit[]; urgentNote?: string }) {
  if (limits.length === 0) return null;
  return (
    <section
      aria-label="Time limits"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {limits.map((limit) => (
        <div key={`${limit.rule}-${limit.day}`} className="grid gap-1">
          <p className="font-semibold">{headline(limit)}</p>
          <p>{WORDS[limit.rule].why}</p>
          <p>
            <a
              href={limit.link.href}
              target="_blank"
              rel="noreferrer"
              className="font-medium underline underline-offset-4"
            >
              {limit.link.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      ))}
      {urgentNote ? <p>{urgentNote}</p> : null}
      <p className="text-amber-900">This is general information, not legal advice.</p>
    </section>
  );
}
