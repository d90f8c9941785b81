import { PageHeading } from '@/components/page-heading';
import { useAuth } from '@/session/use-auth';

export function ClientDashboardPage() {
  const { user } = useAuth();
  return <PageHeading title="Client Dashboard">Welcome back, {user?.name}.</PageHeading>;
}
