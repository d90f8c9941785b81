// What the booking dialog knows of the client's cases: which are open to choose from, and the fee
// the lawyer offered on the one chosen (docs/decisions/0116-one-fee-rule.md).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OfferedFee } from '@/api/booking-contract';
import type { Case } from '@/api/cases-contract';
import { loadedItems } from '@/api/paging';
import { caseQuery, myCasesQuery } from '@/features/cases/cases/case-queries';

/**
 * The client's open cases, every page of their list (at most ten are open at once,
 * docs/decisions/0110-limits-on-writing.md), or undefined while they load or where the backend
 * keeps no cases: then the booking is about the case it was opened from, as before.
 */
export function useOpenCases(): { cases: Case[] | undefined; settled: boolean } {
  const query = useInfiniteQuery(myCasesQuery);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const pages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, pages, fetchNextPage]);
  if (!query.data || query.data.pages.some((page) => page === null))
    return { cases: undefined, settled: false };
  const cases = loadedItems<Case>(query.data).items.filter((kase) => kase.status === 'open');
  return { cases, settled: !query.isFetching && !hasNextPage };
}

/**
 * The fee the lawyer offered in answer to the chosen case, which the booking then keeps (the one
 * fee rule, docs/decisions/0116-one-fee-rule.md): read from the case's responses, as the server
 * reads it; until they arrive, the one the dialog was opened with for its own case.
 */
export function useOfferedFee(
  chosen: string,
  lawyerId: string,
  opened: { caseId: string | null; fee: OfferedFee | null },
): OfferedFee | null {
  const detail = useQuery({ ...caseQuery(chosen), enabled: chosen !== '' });
  if (chosen === '') return null;
  if (detail.data) return detail.data.responses.find((r) => r.lawyer.id === lawyerId)?.fee ?? null;
  return chosen === opened.caseId ? opened.fee : null;
}
