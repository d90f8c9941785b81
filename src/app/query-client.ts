import { QueryClient } from '@tanstack/react-query';
import { retryUnlessMissing } from '@/api/missing-extension';
import { onSignedOut } from '@/lib/session-events';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // a missing extension is never tried again, any other failure once
      // (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessMissing },
      mutations: { retry: false },
    },
  });
}

/** The dashboards' cache, for the whole visit. It loads with the first dashboard, not with the
 * public pages (src/app/dashboard-layout.tsx), and empties when the person signs out. */
export const appQueryClient = createQueryClient();
onSignedOut(() => appQueryClient.clear());
