// The queries of the lawyer's leads screens. A 404 means the backend lacks the extension: the
// list then shows the spec's sample cases, the switch its local preference and the figures the
// spec's fixed ones (docs/decisions/0095-the-lawyers-leads-screens.md).
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { CaseResponse, Lead } from '@/api/cases-contract';
import { earlyCase } from '@/api/cases';
import { fetchAvailability, fetchLead, fetchLeads } from '@/api/leads';
import { orMissing } from '@/api/missing-extension';
import { changeItems, FIRST_PAGE, nextPage, type Paged } from '@/api/paging';
import { fetchMyStats, MY_STATS_KEY } from '@/api/stats';

export const leadKeys = {
  list: ['leads'] as const,
  one: (id: string) => ['leads', 'one', id] as const,
  availability: ['lawyer', 'me', 'availability'] as const,
};

/** The lawyer's leads, newest first, a page at a time; a null page: the backend keeps no cases
 * (the spec's sample list stands). */
export const leadsQuery = infiniteQueryOptions({
  queryKey: leadKeys.list,
  queryFn: ({ pageParam, signal }) => orMissing(() => fetchLeads(pageParam, signal)),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPage,
});
type LeadPages = InfiniteData<Paged<Lead> | null, number>;

/** One lead; a 404 here is an answer too: not (or no longer) this lawyer's to see. */
export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: leadKeys.one(id),
    queryFn: ({ signal }) => fetchLead(id, signal),
    // the lead asked for with the page's code, when it has come first
    // (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md)
    initialData: () => earlyCase(id),
  });

/** The availability switch as the server keeps it; null: the backend keeps none (local switch). */
export const availabilityQuery = queryOptions({
  queryKey: leadKeys.availability,
  queryFn: ({ signal }) => orMissing(() => fetchAvailability(signal)),
});

/** The dashboard figures; a 404 stays an error here, read by isMissingExtension (the key is
 * shared). */
export const myStatsQuery = queryOptions({
  queryKey: MY_STATS_KEY,
  queryFn: ({ signal }) => fetchMyStats(signal),
});

/** After Respond to Case: the lead shows 'Responded' in the list and on its page. */
export function markResponded(queryClient: QueryClient, id: string, response: CaseResponse) {
  queryClient.setQueryData<LeadPages>(leadKeys.list, (data) =>
    changeItems(data, (leads) =>
      leads.map((lead) =>
        lead.id === id
          ? {
              ...lead,
              responded: true,
              ...(lead.responseCount === undefined ? {} : { responseCount: lead.responseCount + 1 }),
            }
          : lead,
      ),
    ),
  );
  // the count is of every lawyer's responses: one more, this one
  queryClient.setQueryData(leadQuery(id).queryKey, (detail) =>
    detail
      ? { ...detail, responded: true, responses: [response], responseCount: detail.responseCount + 1 }
      : detail,
  );
  void queryClient.invalidateQueries({ queryKey: leadKeys.list });
}

/** After Dismiss: the lead leaves the list at once, and the pages load again, since every later
 * page now starts one lead sooner. */
export function forgetLead(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<LeadPages>(leadKeys.list, (data) =>
    changeItems(data, (leads) => leads.filter((lead) => lead.id !== id)),
  );
  void queryClient.invalidateQueries({ queryKey: leadKeys.list });
  queryClient.removeQueries({ queryKey: leadKeys.one(id) });
  // 'New Cases' counts the leads of the week
  void queryClient.invalidateQueries({ queryKey: MY_STATS_KEY });
}
