// When the demo market's consultations happened and what their clients wrote
// (docs/decisions/0093-a-believable-demo-market.md): the plan seed-reviews.ts writes. A lawyer's
// consultations fall on working days from a few days after their first approval to yesterday,
// spread over those months, never on a bank holiday of their jurisdiction; each has a review, a
// few without words, and now and then the lawyer's reply to what the review says. No two reviews
// in the market have the same words.
import { LONDON } from '../../src/api/booking-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import type { Regulator } from '../../src/api/regulators.ts';
import { bankHolidayOn, lawyerJurisdiction } from '../rules/booking/bank-holidays.ts';
import { MINUTE, addDays, isoWeekday, wallClock, wallToInstant } from '../rules/booking/wall-time.ts';
import type { Jurisdiction } from '../rules/places/geo.ts';
import { AREA_REMARKS, FEELINGS } from './demo-review-texts.ts';
import type { Remark } from './demo-review-texts.ts';
import { hashOf } from './demo-profile-text.ts';

export const DURATION_MINUTES = 30;
// mostly five and four stars, now and then three
const STARS = [5, 5, 4, 5, 5, 4, 5, 3, 5, 4, 5, 5, 4, 5] as const;

export interface ReviewedLawyer {
  id: number;
  name: string;
  specialization: string;
  location: string;
  regulator: Regulator;
  rate: number | null;
  /** a fixed first-consultation fee, which the fee rule puts before the rate */
  firstFee: number | null;
  /** the first approval: the lawyer's consultations come after it */
  since: string;
}
export interface Planned {
  lawyer: ReviewedLawyer;
  clientId: number;
  start: number;
  rating: 3 | 4 | 5;
  /** empty: a rating without words */
  text: string;
  reply: string | null;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/**
 * Hands out review texts and replies, each once in the whole market, and no remark twice to one
 * lawyer. The same order of lawyers gives the same texts.
 */
export class ReviewBook {
  private readonly texts = new Set<string>();
  private readonly replies = new Set<string>();

  /** Two remarks, one of the area and one of how it went, with the reply to one of them if wanted. */
  write(
    area: readonly Remark[],
    feelings: readonly Remark[],
    mine: Set<string>,
    hash: number,
    wantsReply: boolean,
  ): { text: string; reply: string | null } | null {
    for (let tries = 0; tries < area.length * feelings.length; tries += 1) {
      const a = pick(area, hash + tries);
      const f = pick(feelings, (hash >>> 8) + Math.floor(tries / area.length));
      if (mine.has(a.text) || mine.has(f.text)) continue;
      const text = (hash >>> 4) % 3 === 0 ? `${f.text} ${a.text}` : `${a.text} ${f.text}`;
      if (this.texts.has(text)) continue;
      this.texts.add(text);
      mine.add(a.text).add(f.text);
      // a lawyer answers a criticism first, else what was said of their work
      const answer = [f.reply, a.reply].find((r) => r !== undefined && !this.replies.has(r));
      if (!wantsReply || answer === undefined) return { text, reply: null };
      this.replies.add(answer);
      return { text, reply: answer };
    }
    return null;
  }
}

/**
 * London working days from four days after the first approval to yesterday, less the bank
 * holidays of the lawyer's jurisdiction; any such days of the last three weeks if there are none.
 */
function workingDaysSince(since: string, jurisdiction: Jurisdiction, now: number): string[] {
  const today = wallClock(now, LONDON).date;
  const open = (date: string) => isoWeekday(date) <= 5 && bankHolidayOn(jurisdiction, date) === undefined;
  const days: string[] = [];
  for (
    let date = addDays(wallClock(Date.parse(since), LONDON).date, 4);
    date < today;
    date = addDays(date, 1)
  ) {
    if (open(date)) days.push(date);
  }
  if (days.length > 0) return days;
  return Array.from({ length: 21 }, (_, i) => addDays(today, i - 21)).filter(open);
}

const remarksFor = (list: readonly Remark[], jurisdiction: Jurisdiction) =>
  list.filter((r) => !r.only || r.only.includes(jurisdiction));

/** Two to seven consultations for the lawyer, each a free half hour of a working day, with its review. */
export function planFor(
  lawyer: ReviewedLawyer,
  clients: number[],
  busy: Array<[number, number]>,
  book: ReviewBook,
  now: number,
): Planned[] {
  const hash = hashOf(lawyer.name);
  const count = 2 + (hash % 6);
  const jurisdiction = lawyerJurisdiction(lawyer);
  const days = workingDaysSince(lawyer.since, jurisdiction, now);
  const area = remarksFor(AREA_REMARKS[lawyer.specialization as Category] ?? [], jurisdiction);
  const said = new Set<string>();
  const plans: Planned[] = [];
  for (let i = 0; i < count; i += 1) {
    // spread over the months since the approval, each a little way into its share of them
    const h = hashOf(`${lawyer.name} ${i}`);
    const share = (i + (h % 8) / 10) / count;
    const day = days[Math.floor(share * days.length)] ?? days[0] ?? '';
    // 09:00 to 16:30, the first half hour free of the lawyer's other consultations
    let start = 0;
    for (let slot = 0; slot < 16; slot += 1) {
      const minutes = 9 * 60 + (((hash >>> 3) + i * 5 + slot) % 16) * 30;
      start = wallToInstant(day, minutes, LONDON);
      const end = start + DURATION_MINUTES * MINUTE;
      if (end < now && !busy.some(([from, to]) => start < to && from < end)) break;
    }
    busy.push([start, start + DURATION_MINUTES * MINUTE]);
    const rating = pick(STARS, (hash >>> 7) + i * 5);
    // one review in five is a rating without words; a lawyer replies to some of the rest,
    // to a criticism more often than to praise
    const wordless = (h >>> 5) % 5 === 0;
    const wantsReply = (h >>> 11) % (rating === 5 ? 7 : 3) === 0;
    const written = wordless ? null : book.write(area, FEELINGS[rating], said, h >>> 13, wantsReply);
    plans.push({
      lawyer,
      clientId: pick(clients, (hash >>> 12) + i),
      start,
      rating,
      text: written?.text ?? '',
      reply: written?.reply ?? null,
    });
  }
  return plans;
}
