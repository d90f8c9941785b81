// Reviews of Vera Verified (the verified lawyer fixture), parsed with the contract's schema so they
// cannot drift from it: a builder for one, and a lawyer's many, newest first. Fixed dates in 2030.
import { reviewSchema, type Review } from '@/api/reviews-contract';

/** A review as anyone sees it; by default Chloe's 5 stars of a January 2030 consultation. */
export function reviewFixture(fields: Partial<Review> & { id: string }): Review {
  return reviewSchema.parse({
    rating: 5,
    text: 'Clear advice, and she explained every step.',
    clientFirstName: 'Chloe',
    consultationMonth: '2030-01',
    createdAt: '2030-01-16T10:00:00Z',
    reply: null,
    ...fields,
  });
}

/** `count` reviews, newest first: 'Review 1' is the newest; ratings 5, 4, 3, 5, 4, 3, … */
export function manyReviews(count: number): Review[] {
  return Array.from({ length: count }, (_, i) =>
    reviewFixture({
      id: String(500 + i),
      rating: 5 - (i % 3),
      text: `Review ${i + 1}`,
      clientFirstName: `Client${i + 1}`,
      createdAt: new Date(Date.UTC(2030, 5, 30) - i * 86_400_000).toISOString().replace('.000Z', 'Z'),
    }),
  );
}
