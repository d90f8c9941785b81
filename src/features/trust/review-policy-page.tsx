import { REVIEW_POLICY } from '@/features/trust/review-policy-content';
import { TrustPage } from '@/features/trust/trust-page';

export function ReviewPolicyPage() {
  return <TrustPage content={REVIEW_POLICY} />;
}
