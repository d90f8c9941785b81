import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { UserType } from '@/api/contract';
import { FullPageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ROLE_NAMES_WITH_ARTICLE } from '@/features/auth/role-labels';
import { paths } from '@/lib/paths';
import { useAuth } from '@/session/use-auth';

// The signed-in pages' guards (spec §4). They load with the dashboards' shell, which re-exports
// them (dashboard-shell.ts), not with the app: no public page carries them
// (docs/decisions/0106-public-profile-within-budget.md). The sign-in pages' own guard is in guards.tsx.

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

/** No one signed in: to the sign-in page, and back here after it. Unless the page is already being
 * left: Logout moves home and signs out at once, and home may still be loading (it loads on
 * demand), so the guard waits for the move instead of sending the person to sign in. */
function ToSignIn() {
  const location = useLocation();
  const leaving = useNavigation().state !== 'idle';
  if (leaving) return <FullPageSpinner />;
  return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
}

/** spec §4 access guard: no user → /login; a user of another type → /. */
export function RequireRole({ allow }: { allow: UserType }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <ToSignIn />;
  if (user.role !== allow) return <ToHomeWithNotice allow={allow} role={user.role} />;
  return <Outlet />;
}

/** A page for every signed-in person, whatever their role (the account page): no user → /login. */
export function RequireSignedIn() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <ToSignIn />;
  return <Outlet />;
}
