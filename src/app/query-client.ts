import { QueryClient } from '@tanstack/react-query';
import { onSignedOut } from '@/lib/session-events';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/** The dashboards' cache, for the whole visit. It loads with the first dashboard, not with the
 * public pages (src/app/dashboard-layout.tsx), and empties when the person signs out. */
export const appQueryClient = createQueryClient();
onSignedOut(() => appQueryClient.clear());
