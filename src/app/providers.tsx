import type { QueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
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

// A query client given by the caller (each page test brings a fresh one); the dashboards, which
// alone use queries, take it, or the app's own (src/app/dashboard-layout.tsx).
const GivenQueryClient = createContext<QueryClient | undefined>(undefined);
export const useGivenQueryClient = () => useContext(GivenQueryClient);

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
