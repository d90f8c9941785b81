import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CancellationPolicy, ConsultationType, SlotsResponse } from '@/api/booking-contract';
import { fetchSlots } from '@/api/consultations';
import { londonDate } from '@/lib/dates';

// The slots call answers at most 31 days at a time; a lawyer looks up to 365 days ahead
// (src/api/booking-contract.ts). The client does not know the lawyer's horizon, so windows are
// asked one after another until one comes back empty: the horizon has been passed
// (docs/decisions/0098-book-consultation-dialog.md).
const WINDOW_DAYS = 31;
const LONGEST_HORIZON_DAYS = 365;

/** A London date (YYYY-MM-DD) `days` later. */
function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Every slots query of a lawyer: a booking or a move marks them stale. */
export const slotsKey = (lawyerId: string) => ['slots', lawyerId] as const;

export const slotsQuery = (lawyerId: string, type: ConsultationType | undefined) => {
  const today = londonDate(new Date());
  return infiniteQueryOptions({
    queryKey: [...slotsKey(lawyerId), type ?? 'any'] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchSlots({ lawyerId, from: pageParam, days: WINDOW_DAYS, type }, signal),
    initialPageParam: today,
    getNextPageParam: (last: SlotsResponse, _all, from: string) => {
      const next = addDays(from, WINDOW_DAYS);
      return last.slots.length > 0 && daysBetween(today, next) <= LONGEST_HORIZON_DAYS ? next : undefined;
    },
    // a time taken meanwhile is refused with 409 and the next free times, so a short cache is safe
    staleTime: 30_000,
  });
};

export interface LawyerSlots {
  durationMinutes: number;
  types: ConsultationType[];
  slots: string[];
  /** false while the lawyer takes no bookings */
  available: boolean;
  /** the lawyer's fixed first-consultation fee, for the fee rule (docs/decisions/0116-one-fee-rule.md) */
  firstFeePence: number | null;
  /** null from a backend without it (docs/decisions/0129-cancellation-policy-and-no-shows.md) */
  cancellationPolicy: CancellationPolicy | null;
}

/** A lawyer's free start times for the type (all of them in order, window after window). While
 * another type's times load, the last answer stays, so the choices on screen do not vanish. */
export function useLawyerSlots(lawyerId: string, type: ConsultationType | undefined) {
  const query = useInfiniteQuery({ ...slotsQuery(lawyerId, type), placeholderData: keepPreviousData });
  const { hasNextPage, isFetchingNextPage, isError, isPlaceholderData, fetchNextPage } = query;
  // the later windows only once the type is known: the first answer without one names the types
  const more = type !== undefined && hasNextPage && !isFetchingNextPage && !isError && !isPlaceholderData;
  // each window that arrives may call for the next (the count changes even when `more` stays true)
  const windows = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (more) void fetchNextPage();
  }, [more, windows, fetchNextPage]);

  const pages = query.data?.pages;
  const first = pages?.[0];
  const data: LawyerSlots | undefined = first && {
    durationMinutes: first.durationMinutes,
    types: first.types,
    slots: pages.flatMap((page) => page.slots),
    available: first.available,
    cancellationPolicy: first.cancellationPolicy,
    firstFeePence: first.firstFeePence,
  };
  return { query, data };
}
