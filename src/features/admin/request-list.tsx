import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { VerificationRequest } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { VerificationRequestItem } from '@/features/admin/verification-request-item';
import type { VerificationQueue } from '@/features/admin/verification-queries';

interface Props {
  query: UseQueryResult<VerificationQueue>;
  visible: VerificationRequest[];
  search: string;
  isSample: boolean;
}

/** The list in each of its states: loading, failed, empty, no match, or the requests. */
export function RequestList({ query, visible, search, isSample }: Props) {
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
    <div className="grid justify-items-start gap-3">
      <Alert className="w-full">
        <p className="font-semibold">Could not load the verification requests.</p>
        <p>{query.error.message}</p>
      </Alert>
      <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  ) : null;
  if (!query.data) return failure;

  let body;
  if (query.data.requests.length === 0) {
    body = <Empty>No pending verification requests. New submissions appear here.</Empty>;
  } else if (visible.length === 0) {
    body = <Empty>No requests match “{search.trim()}”. Try another name, email or specialization.</Empty>;
  } else {
    body = (
      <ul className="grid gap-4">
        {visible.map((request) => (
          <li key={request.id}>
            <VerificationRequestItem request={request} isSample={isSample} />
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
