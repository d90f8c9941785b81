import { lazy, Suspense, type ComponentProps } from 'react';

// The landing page and the 404 are in the first-paint bundle, and both are prerendered or
// rendered signed out: the account links load once a signed-in session has been read.
const AccountNav = lazy(() => import('@/session/account-nav').then((m) => ({ default: m.AccountNav })));

/** AccountNav, loaded on first use. */
export function LazyAccountNav(props: ComponentProps<typeof AccountNav>) {
  return (
    <Suspense fallback={null}>
      <AccountNav {...props} />
    </Suspense>
  );
}
