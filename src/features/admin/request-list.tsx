import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { loadedItems } from '@/api/paging';
import { onDemand } from '@/components/on-demand';
import { ShowMore } from '@/components/show-more';
import { LoadFailure } from '@/features/admin/load-failure';
import type { ListSource, VerificationPage } from '@/features/admin/verification-queries';

const placeholder = 'h-40 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none';

// A request's card, with its decisions' dialogs and their rules (Radix Dialog, the forms, zod),
// loads on demand, starting when the list first draws: the dashboard, its search box first, draws
// without it, and it arrives while the list's answer does
// (docs/decisions/0143-the-admin-dashboard-draws-before-the-requests-cards.md).
const VerificationRequestItem = onDemand(
  () => import('@/features/admin/verification-request-item').then((m) => m.VerificationRequestItem),
  <div aria-hidden="true" className={placeholder} />,
);

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<VerificationPage>>;
  /** the search the list answers, '' for none */
  search: string;
  source: ListSource;
  /** what the list says when it holds no request */
  empty: string;
}

/** The list in each of its states: loading, failed, empty, no match, or the requests a page at a
 * time. */
export function RequestList({ query, search, source, empty }: Props) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => VerificationRequestItem.preload(), []);
  if (query.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading verification requests…
        </p>
        <ul className="grid gap-4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} data-testid="request-placeholder" className={placeholder} />
          ))}
        </ul>
      </>
    );
  }

  // a failed refresh keeps the last list on screen under the message; a page after the first that
  // fails is told under the list
  const failure =
    query.isError && !query.isFetchNextPageError ? (
      <LoadFailure error={query.error} retry={() => void query.refetch()} retrying={query.isFetching} />
    ) : null;
  if (!query.data) return failure;

  const { items, count } = loadedItems(query.data);
  let body;
  if (items.length > 0) {
    body = (
      <>
        <ul ref={list} className="grid gap-4">
          {items.map((request) => (
            <li key={request.id}>
              <VerificationRequestItem request={request} source={source} />
            </li>
          ))}
        </ul>
        <ShowMore
          pages={query}
          list={list}
          shown={items.length}
          count={count}
          noun={['request', 'requests']}
        />
      </>
    );
  } else if (search) {
    body = <Empty>No requests match “{search}”. Try another name, email or specialization.</Empty>;
  } else {
    body = <Empty>{empty}</Empty>;
  }
  return (
    <>
      {failure}
      {body}
    </>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
      {children}
    </p>
  );
}
