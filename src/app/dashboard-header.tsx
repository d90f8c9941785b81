import { LogOut, ShieldCheck, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
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
        <nav aria-label="Account" className="flex flex-wrap items-center gap-2 sm:gap-3">
          {user.userType === 'lawyer' ? (
            <Link to={paths.lawyerProfile} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <User aria-hidden="true" />
              Profile
            </Link>
          ) : null}
          <span className="max-w-[12rem] truncate text-sm font-medium text-slate-800" title={user.name}>
            {user.name}
          </span>
          {user.userType === 'lawyer' && !user.isVerified ? <Badge variant="warning">Unverified</Badge> : null}
          {user.userType === 'admin' ? (
            <Badge>
              <ShieldCheck aria-hidden="true" />
              Admin
            </Badge>
          ) : null}
          <Button variant="outline" size="sm" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </nav>
      </div>
    </header>
  );
}
