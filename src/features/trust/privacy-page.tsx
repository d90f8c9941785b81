import { PRIVACY } from '@/features/trust/privacy-content';
import { TrustPage } from '@/features/trust/trust-page';

export function PrivacyPage() {
  return <TrustPage content={PRIVACY} />;
}
