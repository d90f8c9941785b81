import { Link } from 'react-router-dom';
import { SiteHeader } from '@/components/site-header';
import { useDirectoryAvailable } from '@/session/use-directory-available';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { LazyAccountNav } from '@/session/lazy-account-nav';
import { useAuth } from '@/session/use-auth';

/** The public pages' header (the landing page, the trust pages, a lawyer's public profile): the
 * sign-in links, or, signed in, the account links. The build prerenders these pages signed out;
 * a signed-in header follows right after hydration (src/session/auth-provider.tsx). It is in the
 * chunk every page runs (vite.config.ts), so sharing it costs no page a request. */
export function PublicHeader() {
  const { user } = useAuth();
  // not against a backend without the directory (docs/decisions/0128-directory-page.md)
  const directory = useDirectoryAvailable();
  return (
    <SiteHeader>
      {user ? (
        <LazyAccountNav user={user} />
      ) : (
        <nav aria-label="Main" className="flex items-center gap-2">
          {directory ? (
            <Link to={paths.directory} className={buttonVariants({ variant: 'ghost' })}>
              Find a lawyer
            </Link>
          ) : null}
          <Link to={paths.login} className={buttonVariants({ variant: 'ghost' })}>
            Login
          </Link>
          <Link to={paths.roleSelect} className={buttonVariants()}>
            Get Started
          </Link>
        </nav>
      )}
    </SiteHeader>
  );
}
