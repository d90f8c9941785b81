import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { describeVerification, type Verification } from '@/features/lawyers/verification-status';
import { paths } from '@/lib/paths';

interface Props {
  verification: Verification | undefined;
  /** why `lawyer-profiles/me` could not be read (not for a 404) */
  loadError?: string | undefined;
}

export function VerificationBanner({ verification, loadError }: Props) {
  return (
    <section
      aria-labelledby="verification-title"
      className="mb-8 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <ShieldAlert className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div>
          <h2 id="verification-title" className="font-semibold text-amber-950">
            Verification Required
          </h2>
          <p className="mt-1 text-sm text-amber-950">{describeVerification(verification, loadError)}</p>
        </div>
      </div>
      <Link to={paths.lawyerProfile} className={buttonVariants({ className: 'self-start sm:self-center' })}>
        Complete Verification
      </Link>
    </section>
  );
}
