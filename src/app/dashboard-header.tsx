import { LogOut, ShieldCheck, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';
import { useAuth } from '@/session/use-auth';

export function DashboardHeader() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  // Leave the guarded page first: signing out while on it would bounce to /login instead.
  const onLogout = async () => {
    await navigate(paths.home, { replace: true });
    logout();
  };

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Logo />
        {/* On a phone the account links get a row of their own, in one line: the name gives way
            (truncated) and Logout keeps to the right edge, rather than wrapping into a ragged stack. */}
        <nav aria-label="Account" className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:gap-3">
          {user.userType === 'lawyer' ? (
            <Link to={paths.lawyerProfile} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <User aria-hidden="true" />
              {/* the icon alone where room is short; the name stays for screen readers */}
              <span className="sr-only sm:not-sr-only">Profile</span>
            </Link>
          ) : null}
          <span className="min-w-0 truncate text-sm font-medium text-slate-800 sm:max-w-[12rem]" title={user.name}>
            {user.name}
          </span>
          {user.userType === 'lawyer' && !user.isVerified ? <Badge variant="warning">Unverified</Badge> : null}
          {user.userType === 'admin' ? (
            <Badge>
              <ShieldCheck aria-hidden="true" />
              Admin
            </Badge>
          ) : null}
          <Button variant="outline" size="sm" onClick={onLogout} className="ml-auto sm:ml-0">
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </nav>
      </div>
    </header>
  );
}
