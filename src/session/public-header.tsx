import { Link } from 'react-router-dom';
import { SiteHeader } from '@/components/site-header';
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
  return (
    <SiteHeader>
      {user ? (
        <LazyAccountNav user={user} />
      ) : (
        <nav aria-label="Main" className="flex items-center gap-2">
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
