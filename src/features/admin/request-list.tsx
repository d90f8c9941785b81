import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { VerificationRequest } from '@/api/contract';
import { LoadFailure } from '@/features/admin/load-failure';
import { VerificationRequestItem } from '@/features/admin/verification-request-item';
import type { ListSource, VerificationQueue } from '@/features/admin/verification-queries';

interface Props {
  query: UseQueryResult<VerificationQueue>;
  visible: VerificationRequest[];
  search: string;
  source: ListSource;
  /** what the list says when it holds no request */
  empty: string;
}

/** The list in each of its states: loading, failed, empty, no match, or the requests. */
export function RequestList({ query, visible, search, source, empty }: Props) {
  if (query.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading verification requests…
        </p>
        <ul className="grid gap-4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li
              key={i}
              data-testid="request-placeholder"
              className="h-40 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none"
            />
          ))}
        </ul>
      </>
    );
  }

  // a failed refresh keeps the last list on screen under the message
  const failure = query.isError ? (
    <LoadFailure error={query.error} retry={() => void query.refetch()} retrying={query.isFetching} />
  ) : null;
  if (!query.data) return failure;

  let body;
  if (query.data.requests.length === 0) {
    body = <Empty>{empty}</Empty>;
  } else if (visible.length === 0) {
    body = <Empty>No requests match “{search.trim()}”. Try another name, email or specialization.</Empty>;
  } else {
    body = (
      <ul className="grid gap-4">
        {visible.map((request) => (
          <li key={request.id}>
            <VerificationRequestItem request={request} source={source} />
          </li>
        ))}
      </ul>
    );
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
