import type { PublicLawyer, Review } from '@/api/reviews-contract';
import { ReviewItem } from '@/components/reviews/review-item';
import { Stars } from '@/components/reviews/stars';
import { buttonVariants } from '@/components/ui/button-variants';
import { useReviewPages } from '@/features/cases/public-profile/public-profile-load';
import { ratingLabel, ratingWords } from '@/lib/rating-words';

interface PublicProfileReviewsProps {
  lawyer: PublicLawyer;
  /** Report was pressed under a review */
  onReport: (review: Review, button: HTMLButtonElement) => void;
}

/** The lawyer's rating and their reviews, newest first, ten at a time. */
export function PublicProfileReviews({ lawyer, onReport }: PublicProfileReviewsProps) {
  const pages = useReviewPages(lawyer.id);
  const none = lawyer.reviews <= 0;
  return (
    <section aria-labelledby="profile-reviews" className="mt-10">
      <h2 id="profile-reviews" className="text-xl font-semibold text-slate-900">
        Reviews
      </h2>
      {/* with none, words and no stars: 0 stars would read as a bad rating
          (docs/decisions/0101-reviews-from-consultations.md) */}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
        {none ? null : <Stars rating={lawyer.rating} label={ratingLabel(lawyer.rating, lawyer.reviews)} />}
        <p>{ratingWords(lawyer.rating, lawyer.reviews)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Only clients of a completed consultation can review a lawyer, once for each consultation.
      </p>
      {none && pages.reviews.length === 0 ? null : (
        <div className="mt-4" aria-busy={pages.loading || undefined}>
          {pages.reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              lawyerName={lawyer.name}
              onReport={(button) => onReport(review, button)}
            />
          ))}
          {pages.loading ? <p className="py-3 text-sm text-slate-600">Loading reviews...</p> : null}
          {pages.failure ? (
            <div
              role="alert"
              className="mt-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
            >
              <p>Could not load the reviews. {pages.failure}</p>
              <button
                type="button"
                onClick={pages.more}
                className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-2' })}
              >
                Try again
              </button>
            </div>
          ) : null}
          {pages.hasMore && !pages.loading && !pages.failure ? (
            <button
              type="button"
              onClick={pages.more}
              className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
            >
              Show more reviews
            </button>
          ) : null}
          {!pages.loading && !pages.failure && pages.reviews.length > 0 ? (
            <p className="mt-3 text-sm text-slate-600" role="status">
              Showing {pages.reviews.length} of {pages.count} {pages.count === 1 ? 'review' : 'reviews'}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
