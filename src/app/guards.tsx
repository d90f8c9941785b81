import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { UserType } from '@/api/contract';
import { FullPageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ROLE_NAMES_WITH_ARTICLE } from '@/features/auth/role-labels';
import { paths } from '@/lib/paths';
import { dashboardPath } from '@/session/role-paths';
import { readAccessToken } from '@/session/session';
import { useAuth } from '@/session/use-auth';

const ROLE_PLURALS: Record<UserType, string> = {
  client: 'clients',
  lawyer: 'lawyers',
  admin: 'administrators',
};

/** spec §4: a user of another type goes to `/`; a notification on arrival says why. */
function ToHomeWithNotice({ allow, role }: { allow: UserType; role: UserType }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast({
      title: `That page is for ${ROLE_PLURALS[allow]}`,
      description: `You are signed in as ${ROLE_NAMES_WITH_ARTICLE[role]}, so you have been brought to the home page.`,
      keepForNextPage: true,
    });
    void navigate(paths.home, { replace: true });
  }, [allow, role, navigate]);
  return <FullPageSpinner />;
}

/** spec §4 access guard: no user → /login; a user of another type → /. */
export function RequireRole({ allow }: { allow: UserType }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.role !== allow) return <ToHomeWithNotice allow={allow} role={user.role} />;
  return <Outlet />;
}

/** A page for every signed-in person, whatever their role (the account page): no user → /login. */
export function RequireSignedIn() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** A signed-in visitor is sent from the sign-in pages to their own dashboard
 * (docs/decisions/0005-signed-in-visitors-skip-sign-in-pages.md). While the stored session is
 * read the page itself shows: it is public, and it is what the build prerendered
 * (scripts/prerender-pages.ts), so hydration finds the same markup. */
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
