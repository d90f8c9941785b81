import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { notFoundMeaning } from '@/api/missing-extension';
import { ShowMore } from '@/components/show-more';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadFailure, ListLoading } from '@/components/list-states';
import { ownReviewsQuery } from '@/features/lawyers/reviews/review-queries';
import { ReviewRow } from '@/features/lawyers/reviews/review-row';
import { ReviewSummary } from '@/features/lawyers/reviews/review-summary';

const TITLE_ID = 'your-reviews-title';

/**
 * 'Your reviews' on the lawyer dashboard (docs/decisions/0105-review-screens.md): the summary and
 * the lawyer's visible reviews, newest first, ten at a time, each with 'Reply' while it has none.
 * The 'review received' notification links to `#reviews`: the heading then takes the focus,
 * which brings it into view. A lawyer with none reads an empty page; only a backend without the
 * call (404, docs/decisions/0117-no-such-call-or-no-such-thing.md) gets a quiet line, no samples.
 */
export function ReviewSection({ lawyerName }: { lawyerName: string }) {
  const reviews = useInfiniteQuery(ownReviewsQuery());
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const arrived = useRef(false);
  const settled = !reviews.isPending;

  useEffect(() => {
    if (hash !== '#reviews' || !settled || arrived.current) return;
    arrived.current = true;
    heading.current?.focus();
  }, [hash, settled]);

  const pages = reviews.data?.pages ?? [];
  const count = pages[0]?.count ?? 0;
  const all = pages.flatMap((page) => page.results);
  const missing = !reviews.data && notFoundMeaning(reviews.error, 'ownReviews') === 'no-such-call';
  const list = useRef<HTMLUListElement>(null);

  return (
    <section id="reviews" aria-labelledby={TITLE_ID} className="mt-8 scroll-mt-6">
      <Card>
        <CardHeader>
          <CardTitle id={TITLE_ID} ref={heading} tabIndex={-1} className="outline-none">
            Your reviews
          </CardTitle>
          {reviews.data ? <ReviewSummary count={count} /> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {reviews.isPending ? <ListLoading label="Loading your reviews…" /> : null}
          {missing ? (
            <p className="text-slate-700">Client reviews are not available on this server yet.</p>
          ) : null}
          {reviews.isError && !missing && !reviews.data ? (
            <LoadFailure query={reviews} title="Could not load your reviews." />
          ) : null}
          {reviews.data && count === 0 ? (
            <p className="text-slate-700">
              Clients can review a consultation once it is completed. Their reviews will show here and on your
              public profile.
            </p>
          ) : null}
          {all.length > 0 ? (
            <>
              <ul ref={list} aria-label="Reviews of your consultations, newest first">
                {all.map((review) => (
                  <ReviewRow key={review.id} review={review} lawyerName={lawyerName} />
                ))}
              </ul>
              <ShowMore
                pages={reviews}
                list={list}
                shown={all.length}
                count={count}
                noun={['review', 'reviews']}
              />
            </>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
