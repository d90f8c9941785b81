import { PageHeading } from '@/components/page-heading';
import { AdminStats } from '@/features/admin/admin-stats';
import { ReportedReviews } from '@/features/admin/reported-reviews';
import { VerificationRequests } from '@/features/admin/verification-requests';

export function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="Admin Dashboard">
        Platform figures, the lawyers waiting for verification and the reviews people reported.
      </PageHeading>
      <AdminStats />
      <VerificationRequests />
      <ReportedReviews />
    </>
  );
}
