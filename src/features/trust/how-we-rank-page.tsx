import { HOW_WE_RANK } from '@/features/trust/how-we-rank-content';
import { TrustPage } from '@/features/trust/trust-page';

export function HowWeRankPage() {
  return <TrustPage content={HOW_WE_RANK} />;
}
