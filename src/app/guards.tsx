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

/** DESIGN decision 5: a signed-in visitor is sent from sign-in pages to their own dashboard. */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (user && readAccessToken()) return <Navigate to={dashboardPath(user.userType)} replace />;
  return <Outlet />;
}
