import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/components/site-footer';
import { ConversationPlacesProvider } from '@/components/conversation-places';
import { SkipLink } from '@/components/skip-link';
import { CONVERSATION_PLACES } from '@/app/conversation-places';
import { DashboardHeader } from '@/app/dashboard-header';
import { useGivenQueryClient } from '@/app/given-query-client';
import { appQueryClient } from '@/app/query-client';
import { onSignedOut } from '@/lib/session-events';

/** The shell every dashboard shares: header above, the page, the footer, the query cache the
 * dashboards use (loaded with them, not with the public pages: src/app/providers.tsx), and the
 * conversations in the places the pages keep for them (src/app/conversation-places.tsx). */
export function DashboardLayout() {
  const client = useGivenQueryClient() ?? appQueryClient;
  useEffect(() => onSignedOut(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <DashboardHeader />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
        >
          <ConversationPlacesProvider value={CONVERSATION_PLACES}>
            <Outlet />
          </ConversationPlacesProvider>
        </main>
        <SiteFooter />
      </div>
    </QueryClientProvider>
  );
}
