import { PageHeading } from '@/components/page-heading';

export function AdminDashboardPage() {
  return <PageHeading title="Admin Dashboard">Review lawyer verification requests.</PageHeading>;
}
