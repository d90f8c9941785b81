import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useLawyerStanding } from '@/features/lawyers/verification/use-fresh-verification';

/** The lawyer's badge in the header: the spec's 'Unverified' while not verified, 'Verified'
 * once approved, each with where the request stands beside it; the detail is for wider
 * screens and screen readers. Nothing for a verified lawyer where the backend has no status
 * extension (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function LawyerStatusBadge() {
  const { badge } = useLawyerStanding().standing;
  if (!badge) return null;
  const verified = badge.word === 'Verified';
  return (
    <Badge variant={verified ? 'success' : 'warning'} className="shrink-0">
      {verified ? <BadgeCheck aria-hidden="true" /> : null}
      <span>{badge.word}</span>
      {badge.detail ? <span className="sr-only sm:not-sr-only">· {badge.detail}</span> : null}
    </Badge>
  );
}
