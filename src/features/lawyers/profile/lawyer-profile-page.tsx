import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { askLawyerProfileEarly } from '@/api/profiles';
import { PageHeading } from '@/components/page-heading';
import { lawyerProfileQuery } from '@/features/lawyers/verification/lawyer-queries';
import { ProfileForm } from '@/features/lawyers/profile/profile-form';
import { CERTIFICATE_ANCHOR } from '@/features/lawyers/verification/standing';
import { useFreshVerification } from '@/features/lawyers/verification/use-fresh-verification';
import { VerificationHistory } from '@/features/lawyers/verification/verification-history';
import { VerificationStatusCard } from '@/features/lawyers/verification/verification-status-card';
import { paths } from '@/lib/paths';
import { useAuth } from '@/session/use-auth';

/** The yearly re-check's one action: to the practising certificate's field
 * (docs/decisions/0088-yearly-re-check.md). */
function focusCertificate() {
  document.querySelector<HTMLInputElement>('input[type="file"][name="bar_certificate"]')?.focus();
}

export function LawyerProfilePage() {
  const { user } = useAuth();
  const { standing } = useFreshVerification();
  const profile = useQuery(lawyerProfileQuery);
  const location = useLocation();

  // arriving from the dashboard's 'Upload practising certificate'
  useEffect(() => {
    if (location.hash === `#${CERTIFICATE_ANCHOR}`) focusCertificate();
  }, [location.hash, location.key]);

  return (
    <>
      <PageHeading title="Lawyer Profile">
        {/* a verified lawyer is never asked to complete the profile */}
        {standing.holdsVerification
          ? 'Keep your practice details up to date. Changes to your verified details are checked before they apply.'
          : standing.verified
            ? 'Keep your profile and documents up to date.'
            : 'Complete your profile and upload your documents to get verified.'}
      </PageHeading>
      <VerificationStatusCard standing={standing} onUploadCertificate={focusCertificate} />
      {/* the prices clients compare have a page of their own (docs/services-and-prices.md) */}
      <p className="mb-6 text-sm text-slate-700">
        Your prices for each service, your indemnity insurance and your complaints procedure are on{' '}
        <Link to={paths.lawyerServices} className="font-medium text-blue-800 underline underline-offset-4">
          Services and prices
        </Link>
        .
      </p>
      <ProfileForm
        saved={profile.data}
        accountName={user?.name ?? ''}
        holdsVerification={standing.holdsVerification}
      />
      {profile.isSuccess ? <VerificationHistory /> : null}
    </>
  );
}
// the form shows the saved profile, asked for with the page's code (src/app/signed-in-pages.ts)
LawyerProfilePage.askFirst = askLawyerProfileEarly;
