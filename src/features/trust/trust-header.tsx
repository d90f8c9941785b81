import { Link } from 'react-router-dom';
import { SiteHeader } from '@/components/site-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { LazyAccountNav } from '@/session/lazy-account-nav';
import { useAuth } from '@/session/use-auth';

/** The trust pages' header: the sign-in links, or, signed in, the account links. The build
 * prerenders these pages signed out; a signed-in header follows right after hydration, as on
 * the landing page (src/session/auth-provider.tsx). */
export function TrustHeader() {
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
