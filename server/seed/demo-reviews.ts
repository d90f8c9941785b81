// What the demo market's clients wrote about their consultations, and a few of the lawyers'
// replies (docs/decisions/0093-a-believable-demo-market.md), and when: the plan seed-reviews.ts
// writes. The texts are written by hand, short, and about no real person: no names, no firms, no
// places beyond what any client might say.
import { LONDON } from '../../src/api/booking-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import { MINUTE, addDays, isoWeekday, wallClock, wallToInstant } from '../rules/booking/wall-time.ts';
import { hashOf } from './demo-profile-text.ts';

/** Said of any area, by the stars given. */
const REVIEW_TEXTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Clear, calm and practical. I came away knowing exactly what to do next.',
    'Explained my options in plain English and never rushed me.',
    'Worth every penny. Answered questions I did not know I needed to ask.',
    'Very kind and very thorough. Sent a written summary the same afternoon.',
    'Listened properly before giving advice. I felt taken seriously.',
    'Straight to the point, honest about my chances, and no jargon.',
    'The half hour flew by and I had a plan at the end of it.',
    'Took a lot of worry off my shoulders. Would recommend without hesitation.',
    'Knew the law inside out and was patient with all my questions.',
    '',
    'Honest advice, even though it was not what I wanted to hear at first.',
    'Really well prepared: had read everything I sent beforehand.',
  ],
  4: [
    'Helpful and well informed. The call ran a little late, but it was worth the wait.',
    'Good advice and a clear next step. I would have liked a written note afterwards.',
    'Knowledgeable and friendly. A couple of points needed a follow-up e-mail.',
    'Sensible, practical advice. Slightly more expensive than I expected.',
    'Clear on the main question; we ran out of time for the smaller ones.',
    '',
    'Professional and reassuring. The video link dropped once but we carried on by phone.',
  ],
  3: [
    'The advice was sound but felt a bit general for my situation.',
    'Helpful in the end, though it took a while to get to my actual question.',
    'Fine, if a little rushed. I needed a second call to go through the details.',
  ],
};

/** Said of one area, by clients whose consultation was about it. */
const AREA_TEXTS: Record<Category, readonly string[]> = {
  'Family Law': [
    'Helped me think about the children first and the paperwork second.',
    'Explained mediation and the court route without taking sides.',
  ],
  'Criminal Law': [
    'Told me straight what happens at the police interview and what to say.',
    'Calm and clear about the charge and what the court is likely to do.',
  ],
  'Corporate Law': [
    'Went through the shareholder agreement clause by clause.',
    'Practical on the contract terms, with an eye on what our small company can afford.',
  ],
  'Immigration Law': [
    'Knew exactly which documents the Home Office would ask for.',
    'Went through the visa rules step by step and checked every date.',
  ],
  'Property Law': [
    'Spotted a problem in the lease that I had completely missed.',
    'Explained the deposit rules and wrote the letter to the landlord with me.',
  ],
  'Employment Law': [
    'Went through my contract and the grievance process in detail.',
    'Explained the tribunal time limits and the early conciliation step clearly.',
  ],
  'Personal Injury': [
    'Explained how the claim works and what evidence to keep.',
    'Straightforward about time limits and what the claim might be worth.',
  ],
  'Tax Law': [
    'Made sense of the HMRC letter and what to send back.',
    'Clear on the self-assessment deadlines and what I could still claim.',
  ],
};

/** A lawyer's reply, whatever was said. */
const REPLY_TEXTS: readonly string[] = [
  'Thank you for taking the time to write this. I am glad the call helped.',
  'Thank you. Do get in touch if anything changes.',
  'Thank you for the feedback. I now send a written summary after every consultation.',
  'Thanks for this, and sorry we ran short of time: the follow-up note is on its way.',
  'Thank you. It was a pleasure to help, and good luck with the next steps.',
];

export const DURATION_MINUTES = 30;
// mostly five and four stars, now and then three
const STARS = [5, 5, 4, 5, 5, 4, 5, 3, 5, 4, 5, 5, 4, 5] as const;

export interface ReviewedLawyer {
  id: number;
  name: string;
  specialization: string;
  location: string;
  rate: number | null;
  verifiedAt: string;
}
export interface Planned {
  lawyer: ReviewedLawyer;
  clientId: number;
  start: number;
  rating: 3 | 4 | 5;
  text: string;
  reply: string | null;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** London dates from the day after the approval to yesterday: the weekdays, else any day of the last three weeks. */
function daysSince(verifiedAt: string, now: number): string[] {
  const today = wallClock(now, LONDON).date;
  const first = addDays(wallClock(Date.parse(verifiedAt), LONDON).date, 1);
  const days: string[] = [];
  for (let date = first; date < today; date = addDays(date, 1)) {
    if (isoWeekday(date) <= 5) days.push(date);
  }
  return days.length > 0 ? days : Array.from({ length: 21 }, (_, i) => addDays(today, i - 21));
}

/** Two to nine consultations for the lawyer, each a free half hour of a working day, with its review. */
export function planFor(
  lawyer: ReviewedLawyer,
  clients: number[],
  busy: Array<[number, number]>,
  now: number,
): Planned[] {
  const hash = hashOf(lawyer.name);
  const count = 2 + (hash % 8);
  const days = daysSince(lawyer.verifiedAt, now);
  const area = AREA_TEXTS[lawyer.specialization as Category] ?? [];
  const plans: Planned[] = [];
  for (let i = 0; i < count; i += 1) {
    const day = days[Math.floor((i * days.length) / count)] ?? days[0] ?? '';
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
    // an area's own words now and then, in a four- or five-star review
    const texts = rating >= 4 ? [...area, ...REVIEW_TEXTS[rating]] : REVIEW_TEXTS[rating];
    plans.push({
      lawyer,
      clientId: pick(clients, (hash >>> 12) + i),
      start,
      rating,
      text: pick(texts, (hash >>> 16) + i),
      reply: ((hash >>> 11) + i) % 6 === 0 ? pick(REPLY_TEXTS, (hash >>> 5) + i) : null,
    });
  }
  return plans;
}
