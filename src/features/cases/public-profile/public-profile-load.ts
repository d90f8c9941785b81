// The public profile's data, fetched without the query cache: the page is public, and the cache
// loads with the first dashboard (docs/decisions/0017-content-first-public-pages.md). The answers
// are read by hand (public-profile-read.ts).
import { startTransition, useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { PublicLawyer, Review } from '@/api/reviews-contract';
import { loadPublicLawyer, loadReviewPage } from '@/features/cases/public-profile/public-profile-read';

type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; lawyer: PublicLawyer }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** GET /api/lawyers/{id}/: 404 (no verified lawyer of that id) is its own state. */
export function usePublicLawyer(id: string) {
  const [state, setState] = useState<{ id: string; attempt: number; value: ProfileState }>({
    id,
    attempt: 0,
    value: { status: 'loading' },
  });
  // another lawyer's address: start again
  if (state.id !== id) setState({ id, attempt: 0, value: { status: 'loading' } });
  const { attempt } = state;

  useEffect(() => {
    const controller = new AbortController();
    const settle = (value: ProfileState) => {
      if (controller.signal.aborted) return;
      // the whole profile in one go is a long task: in a transition React yields every few ms
      startTransition(() => setState((now) => (now.id === id ? { ...now, value } : now)));
    };
    // or the answer the profile's frame already asked for, when there is one
    loadPublicLawyer(id, controller.signal).then(
      (lawyer) => settle({ status: 'ready', lawyer }),
      (error: unknown) =>
        settle(
          isApiError(error) && error.isNotFound
            ? { status: 'not-found' }
            : { status: 'failed', message: messageOf(error) },
        ),
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(
    () => setState((now) => ({ ...now, attempt: now.attempt + 1, value: { status: 'loading' } })),
    [],
  );
  return { state: state.value, retry };
}

interface ReviewsState {
  reviews: Review[];
  count: number;
  /** the last page read; 0 before the first */
  page: number;
  loading: boolean;
  failure: string | null;
}

const EMPTY: ReviewsState = { reviews: [], count: 0, page: 0, loading: true, failure: null };

/** GET /api/lawyers/{id}/reviews/?page=N, a page at a time, each added below the last. */
export function useReviewPages(id: string) {
  const fresh = { ...EMPTY, id, wanted: 1, attempt: 0 };
  const [state, setState] = useState<ReviewsState & { id: string; wanted: number; attempt: number }>(fresh);
  if (state.id !== id) setState(fresh);
  const { wanted, attempt } = state;

  useEffect(() => {
    const controller = new AbortController();
    loadReviewPage(id, wanted, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState((now) => {
          if (now.id !== id) return now;
          // a review written meanwhile moves the pages along: none is shown twice
          const seen = new Set(now.reviews.map((review) => review.id));
          const added = answer.results.filter((review) => !seen.has(review.id));
          const reviews = [...now.reviews, ...added];
          return { ...now, reviews, count: answer.count, page: wanted, loading: false };
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((now) => (now.id === id ? { ...now, loading: false, failure: messageOf(error) } : now));
      },
    );
    return () => controller.abort();
  }, [id, wanted, attempt]);

  /** the next page; after a failure, the same page again */
  const more = useCallback(
    () =>
      setState((now) =>
        now.loading
          ? now
          : { ...now, loading: true, failure: null, wanted: now.page + 1, attempt: now.attempt + 1 },
      ),
    [],
  );
  return { ...state, hasMore: state.reviews.length < state.count, more };
}
