import { PageHeading } from '@/components/page-heading';
import { AdminStats } from '@/features/admin/admin-stats';
import { VerificationRequests } from '@/features/admin/verification-requests';

export function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="Admin Dashboard">
        Platform figures and the lawyers waiting for verification.
      </PageHeading>
      <AdminStats />
      <VerificationRequests />
    </>
  );
}
