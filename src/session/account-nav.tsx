import { LayoutDashboard, LogOut, Search, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ApiUser } from '@/api/contract';
import { useDirectoryAvailable } from '@/session/use-directory-available';
import { paths } from '@/lib/paths';
import { dashboardPath } from '@/session/role-paths';
import { useSignOutHome } from '@/session/use-sign-out-home';

// the page the person is on is marked (NavLink sets aria-current); icons alone on a phone
const linkClass = buttonVariants({
  variant: 'ghost',
  size: 'sm',
  className: 'max-sm:px-2 aria-[current=page]:bg-slate-100 aria-[current=page]:text-slate-900',
});

/**
 * Who is signed in, on every page that has a header: the way to one's dashboard (and a
 * lawyer's profile), the name, and Logout. `children` (badges) follow the name. Plain classes
 * rather than Button or Badge: the landing page shows this, and its first-paint bundle stays small.
 */
export function AccountNav({ user, children }: { user: ApiUser; children?: ReactNode }) {
  const onLogout = useSignOutHome();
  // a client's way to the directory, unless this backend has none (docs/decisions/0128-directory-page.md)
  const directory = useDirectoryAvailable(user.role === 'client');

  return (
    // On a phone the links get a row of their own, in one line: the name gives way (truncated)
    // and Logout keeps to the right edge, rather than wrapping into a ragged stack.
    <nav aria-label="Account" className="flex w-full min-w-0 items-center gap-1 sm:w-auto sm:gap-3">
      <NavLink to={dashboardPath(user.role)} end className={linkClass}>
        <LayoutDashboard aria-hidden="true" />
        {/* the icon alone where room is short; the name stays for screen readers */}
        <span className="sr-only sm:not-sr-only">Dashboard</span>
      </NavLink>
      {directory ? (
        <NavLink to={paths.directory} end className={linkClass}>
          <Search aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Find a lawyer</span>
        </NavLink>
      ) : null}
      {user.role === 'lawyer' ? (
        <NavLink to={paths.lawyerProfile} end className={linkClass}>
          <User aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Profile</span>
        </NavLink>
      ) : null}
      <span
        className="min-w-0 truncate text-sm font-medium text-slate-800 sm:max-w-[12rem]"
        title={user.name}
      >
        {user.name}
      </span>
      {children}
      <button
        type="button"
        onClick={onLogout}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'ml-auto sm:ml-0' })}
      >
        <LogOut aria-hidden="true" />
        Logout
      </button>
    </nav>
  );
}
