import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SiteHeader } from '@/components/site-header';
import { LawyerStatusBadge } from '@/features/lawyers/lawyer-status-badge';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { AccountNav } from '@/session/account-nav';
import { useAuth } from '@/session/use-auth';

/** The header of the dashboards: the account links, the notification bell, and the lawyer's
 * and the admin's badges. */
export function DashboardHeader() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SiteHeader>
      <AccountNav user={user}>
        <NotificationBell />
        {/* where the lawyer's verification stands (src/features/lawyers/standing.ts) */}
        {user.role === 'lawyer' ? <LawyerStatusBadge /> : null}
        {user.role === 'admin' ? (
          <Badge>
            <ShieldCheck aria-hidden="true" />
            Admin
          </Badge>
        ) : null}
      </AccountNav>
    </SiteHeader>
  );
}
