import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/session/auth-provider';

// Radix Toast loads beside the first paint, not before it.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
