import { TERMS } from '@/features/trust/terms-content';
import { TrustPage } from '@/features/trust/trust-page';

export function TermsPage() {
  return <TrustPage content={TERMS} />;
}
