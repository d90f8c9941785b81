import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Consultation } from '@/api/booking-contract';
import { isReviewable } from '@/features/cases/reviews/review-queries';
import { REVIEW_WORDS } from '@/features/cases/reviews/review-words';

interface Followed {
  /** the consultation id of the link last followed; null once the address has dropped it */
  id: string | null;
  notice: string | null;
}

/**
 * `/client-dashboard?review=<consultationId>`, the link of the 'consultation completed'
 * notification (docs/decisions/0105-review-screens.md): once the list has loaded, it opens that
 * consultation's review form, or says why it cannot, and leaves the address, so going back or
 * reloading does not open it again. `list` is undefined while loading, null on a backend that
 * keeps no consultations (the parameter is dropped quietly). `open` sets state of the component
 * that calls this hook: it is called while that component renders, once per link followed.
 */
export function useReviewDeepLink(list: Consultation[] | null | undefined, open: (id: string) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('review');
  const [followed, setFollowed] = useState<Followed>({ id: null, notice: null });

  if (wanted === null && followed.id !== null) setFollowed({ id: null, notice: followed.notice });
  if (wanted !== null && list !== undefined && followed.id !== wanted) {
    const found = list?.find((c) => c.id === wanted);
    const reviewable = found !== undefined && isReviewable(found);
    if (reviewable) open(wanted);
    const notice =
      reviewable || !list ? null : found?.review ? REVIEW_WORDS.reviewedAlready : REVIEW_WORDS.notReviewable;
    setFollowed({ id: wanted, notice });
  }

  const done = wanted !== null && followed.id === wanted;
  useEffect(() => {
    if (!done) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('review');
        return next;
      },
      { replace: true },
    );
  }, [done, setParams]);

  return followed.notice;
}
