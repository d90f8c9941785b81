import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SiteHeader } from '@/components/site-header';
import { AccountNav } from '@/session/account-nav';
import { useAuth } from '@/session/use-auth';

/** The header of the dashboards: the account links with the lawyer's and the admin's badges. */
export function DashboardHeader() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SiteHeader>
      <AccountNav user={user}>
        {user.userType === 'lawyer' && !user.isVerified ? <Badge variant="warning">Unverified</Badge> : null}
        {user.userType === 'admin' ? (
          <Badge>
            <ShieldCheck aria-hidden="true" />
            Admin
          </Badge>
        ) : null}
      </AccountNav>
    </SiteHeader>
  );
}
