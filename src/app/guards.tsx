import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { dashboardPath } from '@/session/role-paths';
import { readAccessToken } from '@/session/session';
import { useAuth } from '@/session/use-auth';

/** A signed-in visitor is sent from the sign-in pages to their own dashboard
 * (docs/decisions/0005-signed-in-visitors-skip-sign-in-pages.md). While the stored session is
 * read the page itself shows: it is public, and it is what the build prerendered
 * (scripts/build/prerender-pages.ts), so hydration finds the same markup. */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  // Only a visitor who arrives signed in is sent on. Someone who signs in or registers here is
  // taken on by the form itself, with what it tells the next page (a new account's welcome;
  // docs/decisions/0052-the-header-knows-who-is-signed-in.md).
  const [arrival, setArrival] = useState<{ pathname: string; signedIn: boolean } | null>(null);
  if (!isLoading && arrival?.pathname !== pathname)
    setArrival({ pathname, signedIn: Boolean(user && readAccessToken()) });
  if (arrival?.signedIn && user) return <Navigate to={dashboardPath(user.role)} replace />;
  return <Outlet />;
}
