import type { ReactNode } from 'react';
import type { PublicLawyer } from '@/api/reviews-contract';
import { Avatar } from '@/components/avatar';
import { LawyerFacts } from '@/features/cases/lawyer-facts';
import { Licence } from '@/features/cases/licence-check';
import { ProfileSection } from '@/features/cases/public-profile/profile-section';
import { TYPE_WORDS } from '@/features/cases/public-profile/type-words';
import { PracticeFacts } from '@/features/cases/services/practice-facts';
import { ServiceList } from '@/features/cases/services/service-list';
import { formatPence } from '@/lib/format';
import { paths } from '@/lib/paths';

/** Who the lawyer is: the card's facts, then what only the profile says. */
export function PublicProfileDetails({ lawyer, actions }: { lawyer: PublicLawyer; actions: ReactNode }) {
  return (
    <>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <Avatar name={lawyer.name} src={lawyer.profile_picture} large />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{lawyer.name}</h1>
          <p className="mt-1 text-lg font-medium text-blue-800">{lawyer.specialization}</p>
          <div className="mt-4">
            <LawyerFacts lawyer={lawyer} licence={false} />
          </div>
          <div className="mt-5">{actions}</div>
        </div>
      </div>
      <ProfileSection title="About">
        {lawyer.bio.trim() ? (
          <p className="whitespace-pre-line">{lawyer.bio}</p>
        ) : (
          <p>No introduction yet.</p>
        )}
      </ProfileSection>
      {/* what the lawyer charges, where the backend says (docs/services-and-prices.md) */}
      {lawyer.services ? (
        <ProfileSection title="Services and prices">
          <ServiceList services={lawyer.services} lawyerName={lawyer.name} />
        </ProfileSection>
      ) : null}
      <ProfileSection title="Consultations">
        {lawyer.consultationTypes.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Consultation types">
            {lawyer.consultationTypes.map((type) => (
              <li key={type} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {TYPE_WORDS[type]}
              </li>
            ))}
          </ul>
        ) : (
          <p>This lawyer has not yet said how they meet clients.</p>
        )}
        {lawyer.firstFeePence !== null && lawyer.firstFeePence !== undefined ? (
          <p className="mt-2">First consultation: {formatPence(lawyer.firstFeePence)}</p>
        ) : null}
      </ProfileSection>
      <ProfileSection title="Qualifications">
        {lawyer.education.trim() ? (
          <p className="whitespace-pre-line">{lawyer.education}</p>
        ) : (
          <p>Not given.</p>
        )}
      </ProfileSection>
      <ProfileSection title="Licence">
        {/* with the way to check it on the regulator's register
            (docs/decisions/0126-how-we-rank-and-true-landing-words.md) */}
        <Licence lawyer={lawyer} full />
        <p className="mt-1 text-sm text-slate-600">
          LawMatch checked this licence with the regulator before listing the lawyer.
        </p>
      </ProfileSection>
      {lawyer.indemnityInsurance !== undefined || lawyer.complaints !== undefined ? (
        <ProfileSection title="Insurance and complaints">
          <PracticeFacts
            lawyerName={lawyer.name}
            indemnityInsurance={lawyer.indemnityInsurance}
            complaints={lawyer.complaints}
            complaintsPage={`${paths.complaints}#about-a-lawyer`}
          />
        </ProfileSection>
      ) : null}
    </>
  );
}
