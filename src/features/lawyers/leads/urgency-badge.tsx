import type { Urgency } from '@/api/cases-contract';
import { Badge } from '@/components/ui/badge';

const URGENCY_VARIANT = { High: 'destructive', Medium: 'warning', Low: 'success' } as const satisfies Record<
  Urgency,
  string
>;

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  return <Badge variant={URGENCY_VARIANT[urgency]}>{urgency} urgency</Badge>;
}
