import { QueryClientProvider } from '@tanstack/react-query';
import { DashboardHeader } from '@/app/dashboard-header';
import { useGivenQueryClient } from '@/app/given-query-client';
import { appQueryClient } from '@/app/query-client';

/** The dashboards' header (the bell, the account links) on a page outside the dashboards' shell:
 * a lawyer's public profile opened by a signed-in person (docs/decisions/0119-smaller-things.md).
 * It brings the query cache the bell reads, the dashboards' own. */
export function SignedInHeader() {
  const client = useGivenQueryClient() ?? appQueryClient;
  return (
    <QueryClientProvider client={client}>
      <DashboardHeader />
    </QueryClientProvider>
  );
}
