import { TYPE_WORDS } from '@/features/cases/public-profile/type-words';
import { usePublicLawyer } from '@/features/cases/public-profile/public-profile-load';
import { PracticeFacts } from '@/features/cases/services/practice-facts';
import { ServicePrice } from '@/features/cases/services/service-price';
import { ProfileLoading } from '@/features/cases/matches/profile-loading';
import { formatPence } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * The top of the View Profile dialog: what the card does not already show (the lawyer's own
 * words, the first consultation's fee, how they meet, the latest review), read from the public
 * profile (docs/decisions/0119-smaller-things.md). While it loads it says so; when it cannot be
 * read, the dialog shows the card's facts alone, as before.
 */
export function ProfileDialogIntro({ lawyerId }: { lawyerId: string }) {
  const { state } = usePublicLawyer(lawyerId);
  if (state.status === 'loading') {
    return <ProfileLoading />;
  }
  if (state.status !== 'ready') return null;
  const { bio, firstFeePence, consultationTypes, recentReviews, services, indemnityInsurance, complaints } =
    state.lawyer;
  const latest = recentReviews.find((review) => review.text.trim() !== '');
  return (
    <div className="grid gap-3 text-sm text-slate-700">
      {bio.trim() ? <p className="line-clamp-5">{bio}</p> : null}
      <dl className="grid gap-1">
        {firstFeePence === null || firstFeePence === undefined ? null : (
          <div className="flex flex-wrap gap-1">
            <dt className="font-medium text-slate-900">First consultation:</dt>
            <dd>{formatPence(firstFeePence)}</dd>
          </div>
        )}
        {consultationTypes.length > 0 ? (
          <div className="flex flex-wrap gap-1">
            <dt className="font-medium text-slate-900">Meets by:</dt>
            <dd>{consultationTypes.map((type) => TYPE_WORDS[type]).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {/* the prices, the insurance and the complaints route, where the backend says
          (docs/services-and-prices.md) */}
      {services && services.length > 0 ? (
        <ul aria-label="Services and prices" className="grid gap-2">
          {services.map((service, i) => (
            <li key={i}>
              <ServicePrice service={service} />
            </li>
          ))}
        </ul>
      ) : null}
      {latest ? (
        <figure className="rounded-md bg-slate-50 p-3">
          <blockquote className="line-clamp-3">“{latest.text}”</blockquote>
          <figcaption className="mt-1 text-xs text-slate-600">
            {latest.clientFirstName ?? 'A client'}, latest review
          </figcaption>
        </figure>
      ) : null}
      {indemnityInsurance !== undefined || complaints !== undefined ? (
        <PracticeFacts
          lawyerName={state.lawyer.name}
          indemnityInsurance={indemnityInsurance}
          complaints={complaints}
          complaintsPage={`${paths.complaints}#about-a-lawyer`}
        />
      ) : null}
    </div>
  );
}
