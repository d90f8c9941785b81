import { ShieldCheck, UserCog } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { SiteHeader } from '@/components/site-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { LawyerStatusBadge } from '@/features/lawyers/verification/lawyer-status-badge';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { paths } from '@/lib/paths';
import { AccountNav } from '@/session/account-nav';
import { useAuth } from '@/session/use-auth';

// as the account links (src/session/account-nav.tsx): the page the person is on is marked
const accountLinkClass = buttonVariants({
  variant: 'ghost',
  size: 'sm',
  className: 'max-sm:px-2 aria-[current=page]:bg-slate-100 aria-[current=page]:text-slate-900',
});

/** The header of the dashboards: the account links, the notification bell, and the lawyer's
 * and the admin's badges. */
export function DashboardHeader() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SiteHeader>
      {/* beside the logo (mr-auto takes the row's free room), not in the account row: on a phone
          that row keeps the room for the admin's name in full
          (docs/decisions/0118-admin-figures-that-mean-something.md) */}
      {user.role === 'admin' ? (
        <Badge className="mr-auto">
          <ShieldCheck aria-hidden="true" />
          Admin
        </Badge>
      ) : null}
      <AccountNav user={user}>
        <NotificationBell />
        {/* every role: their data and their account (docs/decisions/0102-your-data.md) */}
        <NavLink to={paths.account} end className={accountLinkClass}>
          <UserCog aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Your account</span>
        </NavLink>
        {/* where the lawyer's verification stands (src/features/lawyers/verification/standing.ts) */}
        {user.role === 'lawyer' ? <LawyerStatusBadge /> : null}
      </AccountNav>
    </SiteHeader>
  );
}
