// Statutory time limits that a case's answers show, as pure date arithmetic on London calendar
// days (YYYY-MM-DD), and the urgency the answers give a case. Shared by the case form, the case
// page and the local API, so that what the client is told before posting is what the case is
// kept with. Each rule's source: docs/decisions/0132-follow-up-questions-and-time-limits.md.
// Information, not legal advice: the words say so (docs/intake.md).
import type { Urgency } from './cases-contract.ts';
import type { Category } from './contract.ts';
import { isCalendarDay, yearsAfter, type Answers } from './intake-answer-checks.ts';
import { NOT_SURE, questionsOf, type TimeLimitRule } from './intake-questions.ts';

/** answers as a form holds them too: a question not yet answered may be missing or undefined */
type GivenAnswers = Readonly<Partial<Answers>>;

const DAY_MS = 86_400_000;
/** a limit this close, or passed, makes the case urgent and is told to the client */
const NEAR_DAYS = 42;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/**
 * The last day of a period of `months` months beginning with `start`: the day before the
 * corresponding day `months` later (10 March → 9 June), or, where that month has no
 * corresponding day, its last day (30 November → 28 or 29 February; 31 August → 30 November).
 */
export function lastDayOfMonthsFrom(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const month0 = m - 1 + months;
  const year = y + Math.floor(month0 / 12);
  const target0 = ((month0 % 12) + 12) % 12;
  const last = daysInMonth(year, target0);
  if (d > last) return iso(new Date(Date.UTC(year, target0, last)));
  return iso(new Date(Date.UTC(year, target0, d) - DAY_MS));
}

export const addDays = (day: string, days: number): string =>
  iso(new Date(utc(day).getTime() + days * DAY_MS));

/** The day a limit runs out, from the date the answer gave. */
export function limitDay(rule: TimeLimitRule, date: string): string {
  switch (rule) {
    case 'employment':
      return lastDayOfMonthsFrom(date, 3);
    case 'injury':
      return yearsAfter(date, 3);
    case 'immigration-appeal':
      return addDays(date, 14);
    case 'hearing':
      return date;
  }
}

export interface TimeLimit {
  rule: TimeLimitRule;
  /** the last day, YYYY-MM-DD */
  day: string;
  passed: boolean;
  /** the official guidance */
  link: { href: string; label: string };
}

const GUIDANCE: Record<TimeLimitRule, TimeLimit['link']> = {
  employment: { href: 'https://www.acas.org.uk/early-conciliation', label: 'ACAS: early conciliation' },
  injury: {
    href: 'https://www.legislation.gov.uk/ukpga/1980/58/section/11',
    label: 'Limitation Act 1980, section 11 (legislation.gov.uk)',
  },
  'immigration-appeal': {
    href: 'https://www.gov.uk/immigration-asylum-tribunal',
    label: 'GOV.UK: appeal against a visa or immigration decision',
  },
  hearing: { href: 'https://www.gov.uk/find-court-tribunal', label: 'GOV.UK: find a court or tribunal' },
};

/**
 * The time limits the answers show that are near (within NEAR_DAYS of `today`) or passed,
 * soonest first. A hearing is near only while it is to come. Once ACAS has been contacted the
 * employment limit is no longer the client's next step, and is not told.
 */
export function nearTimeLimits(
  category: Category | null | undefined,
  answers: GivenAnswers,
  today: string,
): TimeLimit[] {
  const near: TimeLimit[] = [];
  for (const question of questionsOf(category)) {
    const value = answers[question.id];
    if (question.kind !== 'date' || !value || value === NOT_SURE || !isCalendarDay(value)) continue;
    if (question.limit === 'employment' && answers.employment_acas === 'yes') continue;
    const day = limitDay(question.limit, value);
    const passed = day < today;
    if (passed && question.limit === 'hearing') continue;
    if (day > addDays(today, NEAR_DAYS)) continue;
    near.push({ rule: question.limit, day, passed, link: GUIDANCE[question.limit] });
  }
  return near.sort((a, b) => a.day.localeCompare(b.day));
}

/** High when an answer alone says so or a time limit is near or passed; null when the answers
 * say nothing of urgency (the case keeps Medium, spec's default). */
export function urgencyFromAnswers(
  category: Category | null | undefined,
  answers: GivenAnswers,
  today: string,
): Urgency | null {
  const high = questionsOf(category).some(
    (q) => q.kind === 'choice' && q.options.some((o) => o.high && answers[q.id] === o.value),
  );
  return high || nearTimeLimits(category, answers, today).length > 0 ? 'High' : null;
}
