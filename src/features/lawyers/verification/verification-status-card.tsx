import { BadgeCheck, Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Standing } from '@/features/lawyers/verification/standing';
import { StandingLines } from '@/features/lawyers/verification/standing-lines';
import { cn } from '@/lib/cn';

interface Props {
  standing: Standing;
  /** takes the lawyer to the practising certificate's field (the yearly re-check) */
  onUploadCertificate: () => void;
}

/** Where the lawyer's request stands, above the form they may need to update. Of the next
 * steps only the certificate's is offered here: the others lead to this page. */
export function VerificationStatusCard({ standing, onUploadCertificate }: Props) {
  const verified = standing.state === 'verified';
  const Icon = verified ? BadgeCheck : Clock;
  const upload = standing.next?.label === 'Upload practising certificate';
  return (
    <section
      aria-label="Verification status"
      className={cn(
        'mb-6 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        verified
          ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <div className="flex gap-3">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <StandingLines standing={standing} />
        </div>
      </div>
      {upload ? (
        <Button size="sm" className="self-start sm:self-center" onClick={onUploadCertificate}>
          Upload practising certificate
        </Button>
      ) : null}
    </section>
  );
}
