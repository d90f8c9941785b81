import { BadgeCheck, Clock } from 'lucide-react';
import { describeVerification, type Verification } from '@/features/lawyers/verification-status';
import { cn } from '@/lib/cn';

interface Props {
  verification: Verification | undefined;
  isVerified: boolean;
  /** why `lawyer-profiles/me` could not be read (not for a 404) */
  loadError?: string | undefined;
}

/** Where the lawyer's request stands, above the form they may need to update. */
export function VerificationStatusCard({ verification, isVerified, loadError }: Props) {
  // a request under review or sent back outranks the stored flag: a resubmission is
  // verified again before it counts (the local API un-verifies the lawyer meanwhile)
  const open = verification !== undefined && verification.status !== 'approved' && verification.status !== 'not_submitted';
  const approved = !open && (isVerified || verification?.status === 'approved');
  const Icon = approved ? BadgeCheck : Clock;
  return (
    <section
      aria-label="Verification status"
      className={cn(
        'mb-6 flex gap-3 rounded-xl border p-4',
        approved ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm">{approved ? 'Your profile is verified.' : describeVerification(verification, loadError)}</p>
    </section>
  );
}
