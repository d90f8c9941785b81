import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { LazyAccountNav } from '@/session/lazy-account-nav';
import { useAuth } from '@/session/use-auth';

// The brand and background of the sign-in pages, so a mistyped address still looks like LawMatch;
// signed in, the header of the other pages, with the way back to one's dashboard.
export function NotFoundPage() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-blue-50 to-slate-50">
      {user ? (
        <SiteHeader>
          <LazyAccountNav user={user} />
        </SiteHeader>
      ) : null}
      <div className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-10 text-center">
        {user ? null : <Logo />}
        <main className="grid justify-items-center gap-4">
          <p className="text-6xl font-bold text-blue-800">404</p>
          <h1 className="text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
          <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
          <Link to={paths.home} className={buttonVariants()}>
            Return to Home
          </Link>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
