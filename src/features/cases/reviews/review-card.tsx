import { useInfiniteQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isMissingExtension } from '@/api/missing-extension';
import { loadedItems } from '@/api/paging';
import { ShowMore } from '@/components/show-more';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ReviewConsultationItem } from '@/features/cases/reviews/review-consultation-item';
import { useReviewDeepLink } from '@/features/cases/reviews/review-deep-link';
import { pastConsultationsQuery } from '@/features/cases/reviews/review-queries';
import { REVIEW_WORDS } from '@/features/cases/reviews/review-words';
import { paths } from '@/lib/paths';

/**
 * The client's completed consultations, each with the stars they gave it or 'Write a review'
 * (docs/decisions/0105-review-screens.md). A backend that does not book (404) shows no card: the
 * upcoming card already says so.
 */
export function ReviewCard() {
  const list = useInfiniteQuery(pastConsultationsQuery);
  const listRef = useRef<HTMLUListElement>(null);
  const missing = list.isError && !list.data && isMissingExtension(list.error);
  const { items: past, count } = useMemo(() => loadedItems(list.data), [list.data]);
  const completed = useMemo(
    () => (list.data ? past.filter((c) => c.status === 'completed') : undefined),
    [list.data, past],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback((id: string) => setOpenId(id), []);
  const notice = useReviewDeepLink(missing ? null : completed, open);
  if (missing) return null;

  return (
    <section aria-labelledby="your-reviews-title" className="mt-10">
      <Card>
        <CardHeader>
          <CardTitle id="your-reviews-title" className="flex items-center gap-2">
            <Star className="size-5 text-blue-800" aria-hidden="true" />
            {REVIEW_WORDS.title}
          </CardTitle>
          <CardDescription>
            {REVIEW_WORDS.description}{' '}
            <Link to={paths.reviewPolicy} className="font-medium text-blue-800 underline underline-offset-4">
              {REVIEW_WORDS.howItWorks}
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {notice ? (
            <p role="status" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-800">
              {notice}
            </p>
          ) : null}
          {list.isPending ? (
            <p role="status">{REVIEW_WORDS.loading}</p>
          ) : list.isError && !list.isFetchNextPageError && !completed ? (
            <div className="grid justify-items-start gap-3">
              <Alert>
                {REVIEW_WORDS.loadFailed} {list.error.message}
              </Alert>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void list.refetch()}
                disabled={list.isFetching}
              >
                Retry
              </Button>
            </div>
          ) : completed && completed.length > 0 ? (
            <ul ref={listRef} className="grid gap-3">
              {completed.map((c) => (
                <li key={c.id}>
                  <ReviewConsultationItem
                    consultation={c}
                    open={openId === c.id}
                    onOpenChange={(next) => setOpenId(next ? c.id : null)}
                  />
                </li>
              ))}
            </ul>
          ) : list.hasNextPage ? null : (
            <p className="text-slate-700">{REVIEW_WORDS.empty}</p>
          )}
          {/* the past consultations are counted once there is more than one page of them */}
          {list.data && (list.hasNextPage || list.data.pages.length > 1) ? (
            <ShowMore
              pages={list}
              list={listRef}
              shown={past.length}
              count={count}
              noun={['past consultation', 'past consultations']}
              summary={REVIEW_WORDS.looked(past.length, count)}
            />
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
