import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useAuth } from '@/session/use-auth';

/**
 * Leaving a signed-in session for the home page: Logout, and the end of deleting one's account.
 * The move home starts first and the person is signed out at once, so the stored session is gone
 * the moment they act; a guarded page still showing while home loads waits for the move rather
 * than sending them to sign in (src/app/role-guards.tsx,
 * docs/decisions/0052-the-header-knows-who-is-signed-in.md).
 */
export function useSignOutHome() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return () => {
    void navigate(paths.home, { replace: true, flushSync: true });
    logout();
  };
}
