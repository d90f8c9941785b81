import { PageHeading } from '@/components/page-heading';
import { useAuth } from '@/session/use-auth';

export function LawyerDashboardPage() {
  const { user } = useAuth();
  return <PageHeading title="Lawyer Dashboard">Welcome back, {user?.name}.</PageHeading>;
}
