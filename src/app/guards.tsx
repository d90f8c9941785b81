import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { dashboardPath, paths, type Role } from '@/lib/paths';
import { readAccessToken } from '@/lib/storage';
import { useAuth } from '@/session/use-auth';

/** spec §4 access guard: no user → /login; a user of another type → /. */
export function RequireRole({ allow }: { allow: Role }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.userType !== allow) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** DESIGN decision 5: a signed-in visitor is sent from sign-in pages to their own dashboard.
 * While the stored session is read the page itself shows: it is public, and it is what the
 * build prerendered (scripts/prerender-pages.ts), so hydration finds the same markup. */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useAuth();
  if (!isLoading && user && readAccessToken()) return <Navigate to={dashboardPath(user.userType)} replace />;
  return <Outlet />;
}
