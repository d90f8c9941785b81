import { Link } from 'react-router-dom';
import { SiteHeader } from '@/components/site-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { LazyAccountNav } from '@/session/lazy-account-nav';
import { useAuth } from '@/session/use-auth';

/** The header of the pages anyone may open (the landing page, the trust pages, a lawyer's public
 * profile): the sign-in links, or, signed in, the account links. The build prerenders the first
 * two signed out; a signed-in visitor's header follows once the app has read the stored session,
 * right after hydration (src/session/auth-provider.tsx). */
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
