// A lawyer's card rating from the two figures every query reads (server/repo/ratings.ts
// reviewFigures): the average to one decimal place, and never 0 stars for a lawyer nobody has
// reviewed (docs/decisions/0101-reviews-from-consultations.md).
export interface Rating {
  /** the average to one decimal place; 0 when there are no reviews ('No reviews yet', never 0 stars) */
  rating: number;
  reviews: number;
}

/** The card's figures from the two columns (PostgreSQL answers numeric text, SQLite numbers). */
export function toRating(row: {
  review_average: number | string | null;
  review_count: number | string;
}): Rating {
  const reviews = Number(row.review_count);
  return {
    rating: reviews > 0 && row.review_average !== null ? Math.round(Number(row.review_average) * 10) / 10 : 0,
    reviews,
  };
}
