import { CONTACT } from '@/features/trust/contact-content';
import { TrustPage } from '@/features/trust/trust-page';

export function ContactPage() {
  return <TrustPage content={CONTACT} />;
}
