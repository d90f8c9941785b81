import { Link } from 'react-router-dom';
import { SiteHeader } from '@/components/site-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { LazyAccountNav } from '@/session/lazy-account-nav';
import { useAuth } from '@/session/use-auth';

/** The public profile's header, as the trust pages have it (docs/decisions/0100-trust-pages.md):
 * the sign-in links, or, signed in, the account links. */
export function PublicProfileHeader() {
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
