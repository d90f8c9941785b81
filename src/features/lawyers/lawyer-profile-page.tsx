import { PageHeading } from '@/components/page-heading';

export function LawyerProfilePage() {
  return <PageHeading title="Lawyer Profile">Your profile and verification documents.</PageHeading>;
}
