// How a lawyer's rating reads wherever it is shown (docs/decisions/0101-reviews-from-consultations.md):
// computed from their visible reviews, and with none, 'No reviews yet', never 0 stars.
import { dateFormat, numberFormat } from '@/lib/intl';
const oneDecimal = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const NO_REVIEWS = 'No reviews yet';

/** '4.3 (12 reviews)', '5.0 (1 review)' or 'No reviews yet'. */
export function ratingWords(rating: number, reviews: number): string {
  if (reviews <= 0) return NO_REVIEWS;
  return `${oneDecimal.format(rating)} (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
}

/** 'Rated 4.3 out of 5 from 12 reviews', for a screen reader beside the stars. */
export function ratingLabel(rating: number, reviews: number): string {
  if (reviews <= 0) return NO_REVIEWS;
  return `Rated ${oneDecimal.format(rating)} out of 5 from ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`;
}

const MONTH = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' (a consultation's London month) → 'October 2026'. */
export function monthWords(month: string): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return MONTH.format(Date.UTC(year, number - 1, 15));
}

/** Who wrote a review: the client's first name, or 'A former client' once they deleted their account. */
export const authorOf = (review: { clientFirstName: string | null }) =>
  review.clientFirstName ?? 'A former client';
