// What the client's review screens say (docs/decisions/0105-review-screens.md).
import type { Consultation } from '@/api/booking-contract';
import { TYPE_WORDS } from '@/features/cases/booking/book-words';
import { formatLongDate, londonDate } from '@/lib/dates';
import { monthWords } from '@/lib/rating-words';

export const REVIEW_WORDS = {
  title: 'Your Reviews',
  description: 'Your completed consultations, and the reviews you gave them.',
  empty: 'No completed consultations yet. You can review a consultation once it is completed.',
  howItWorks: 'How reviews work',
  loading: 'Loading your completed consultations…',
  loadFailed: 'Your completed consultations could not be loaded.',
  write: 'Write a review',
  submit: 'Submit review',
  sending: 'Sending...',
  thanks: 'Thank you for your review.',
  /** the answer says the review is held for a check (docs/decisions/0111-held-reviews.md) */
  held: 'Thank you. Your review will appear once we have checked it.',
  already: 'This consultation has a review already.',
  missing: 'Reviews are not available yet.',
  failed: 'Your review could not be sent.',
  reviewedAlready: 'You have reviewed this consultation already.',
  notReviewable:
    'That consultation cannot be reviewed here: reviews can be written after a completed consultation.',
  /** the card lists the completed ones of the past consultations loaded so far */
  looked: (loaded: number, count: number) =>
    `From ${loaded} of your ${count} past ${count === 1 ? 'consultation' : 'consultations'}`,
} as const;

/** 'Phone call · 15 January 2030': the type and the London date of the start. */
export const consultationWhen = (c: Consultation) => `${TYPE_WORDS[c.type]} · ${formatLongDate(c.startsAt)}`;

/** 'You rated this 4 out of 5' */
export const ratedWords = (rating: number) => `You rated this ${rating} out of 5`;

/** '1 star', '2 stars' … */
export const starWords = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/** What the review shows of its writer: their first name and the consultation's London month. */
export function shownAs(c: Consultation, name: string | undefined) {
  const first = name?.trim().split(/\s+/)[0];
  const month = monthWords(londonDate(c.startsAt).slice(0, 7));
  return `Your review shows your first name${first ? `, ${first},` : ''} and the month of the consultation, ${month}.`;
}
