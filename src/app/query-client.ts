import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { retryUnlessMissing } from '@/api/missing-extension';
import { onSignedOut } from '@/lib/session-events';

/** How the dashboards' cache keeps answers: an answer is asked for again after 30 s, when next
 * read; a missing extension is never tried again, any other failure once
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export const appQueryDefaults: DefaultOptions = {
  queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessMissing },
  mutations: { retry: false },
};

/** The dashboards' cache, for the whole visit. It loads with the first dashboard, not with the
 * public pages (src/app/dashboard-layout.tsx), and empties when the person signs out. */
export const appQueryClient = new QueryClient({ defaultOptions: appQueryDefaults });
onSignedOut(() => appQueryClient.clear());
