import { Badge } from '@/components/ui/badge';

// The words each side reads for a consultation's state (docs/consultations.md)
const STATUS = {
  requested: { label: 'Requested', variant: 'warning' },
  proposed: { label: 'New time proposed', variant: 'warning' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  declined: { label: 'Declined', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  completed: { label: 'Completed', variant: 'secondary' },
  no_show: { label: 'Did not attend', variant: 'destructive' },
} as const;

export function ConsultationStatusBadge({ status }: { status: string }) {
  const known = STATUS[status as keyof typeof STATUS];
  return <Badge variant={known?.variant ?? 'outline'}>{known?.label ?? status}</Badge>;
}
