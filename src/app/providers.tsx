import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { GivenQueryClient } from '@/app/given-query-client';
import { useToasts } from '@/components/ui/use-toast';
import { AuthProvider } from '@/session/auth-provider';

// What every page needs, and nothing more: the public pages load no notification code and no
// query cache before someone uses them (docs/decisions/0017-content-first-public-pages.md).

// Radix Toast loads with the first notification.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <GivenQueryClient value={queryClient}>
      <AuthProvider>
        {children}
        <LazyToaster />
      </AuthProvider>
    </GivenQueryClient>
  );
}
