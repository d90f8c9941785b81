import { COMPLAINTS } from '@/features/trust/complaints-content';
import { TrustPage } from '@/features/trust/trust-page';

export function ComplaintsPage() {
  return <TrustPage content={COMPLAINTS} />;
}
