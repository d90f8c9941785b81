import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Standing } from '@/features/lawyers/verification/standing';
import { StandingLines } from '@/features/lawyers/verification/standing-lines';
import { cn } from '@/lib/cn';

/** The dashboard's word on the lawyer's verification: the spec's 'Verification Required'
 * while not verified (spec §2), 'Verified' once approved, each with the one next step that
 * makes sense (src/features/lawyers/verification/standing.ts). */
export function VerificationBanner({ standing }: { standing: Standing }) {
  const verified = standing.state === 'verified';
  const Icon = verified ? BadgeCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="verification-title"
      className={cn(
        'mb-8 flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-center sm:justify-between',
        verified
          ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <div className="flex gap-3">
        <Icon
          className={cn('mt-0.5 size-6 shrink-0', verified ? 'text-emerald-700' : 'text-amber-700')}
          aria-hidden="true"
        />
        <div className="grid gap-1">
          <h2 id="verification-title" className="font-semibold">
            {verified ? 'Verified' : 'Verification Required'}
          </h2>
          <StandingLines standing={standing} />
        </div>
      </div>
      {standing.next ? (
        <Link
          to={standing.next.to}
          className={buttonVariants({
            variant: verified && standing.next.label === 'View profile' ? 'outline' : 'default',
            className: 'self-start sm:self-center',
          })}
        >
          {standing.next.label}
        </Link>
      ) : null}
    </section>
  );
}
