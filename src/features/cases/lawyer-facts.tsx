import { BadgeCheck, Briefcase, MapPin, Navigation, Star } from 'lucide-react';
import type { LawyerCard } from '@/api/cases-contract';
import { Badge } from '@/components/ui/badge';
import { Licence } from '@/features/cases/licence-check';
import { ResponseTimeFact } from '@/features/cases/response-time-fact';
import { formatLongDate } from '@/lib/dates';
import { formatHourlyRate, formatMatchScore } from '@/lib/format';
import { ratingWords } from '@/lib/rating-words';

// when the lawyer was last approved, as London reads it: '3 November 2026'
function verifiedOn(value: string | null | undefined) {
  return value && !Number.isNaN(Date.parse(value)) ? `Verified on ${formatLongDate(value)}` : null;
}

/** The lawyer's own rate; none set is 'Fee on request', never a rate made up
 * (docs/decisions/0086-save-is-not-submit.md). */
function hourlyRateWords(rate: number | null | undefined) {
  return rate === null || rate === undefined ? 'Fee on request' : formatHourlyRate(rate);
}

/** A lawyer as a card shows them: from a match (with its score) or beside a response (without). */
export type CardLawyer = LawyerCard & { matchScore?: number };

/** The facts a lawyer's card and profile dialog both show; the public profile shows the licence
 * in a section of its own (`licence={false}`). */
export function LawyerFacts({ lawyer, licence = true }: { lawyer: CardLawyer; licence?: boolean }) {
  const verified = lawyer.isVerified ? verifiedOn(lawyer.verifiedAt) : null;
  return (
    <dl className="grid gap-2 text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        {lawyer.matchScore === undefined ? null : (
          <>
            <dt className="sr-only">Match score</dt>
            <dd>
              <Badge variant="secondary">{formatMatchScore(lawyer.matchScore)} match</Badge>
            </dd>
          </>
        )}
        {lawyer.isVerified ? (
          <>
            <dt className="sr-only">Status</dt>
            <dd>
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            </dd>
          </>
        ) : null}
      </div>
      {verified ? (
        <div>
          <dt className="sr-only">Last verified</dt>
          <dd className="text-xs text-slate-600">{verified}</dd>
        </div>
      ) : null}
      <div className="flex items-center gap-1.5">
        {/* with no reviews, 'No reviews yet', never 0 stars (docs/decisions/0101-reviews-from-consultations.md) */}
        {lawyer.reviews > 0 ? (
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
        ) : null}
        <dt className="sr-only">Rating</dt>
        <dd>{ratingWords(lawyer.rating, lawyer.reviews)}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <MapPin className="size-4 text-slate-500" aria-hidden="true" />
        <dt className="sr-only">Location</dt>
        <dd>{lawyer.location}</dd>
      </div>
      {/* how far from the case's place, where the match says ('Same city', '12 miles away') */}
      {lawyer.distance ? (
        <div className="flex items-center gap-1.5">
          <Navigation className="size-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Distance</dt>
          <dd>{lawyer.distance}</dd>
        </div>
      ) : null}
      <div className="flex items-center gap-1.5">
        <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
        <dt className="sr-only">Experience</dt>
        <dd>
          {lawyer.experience} {lawyer.experience === 1 ? 'year' : 'years'} experience
        </dd>
      </div>
      <ResponseTimeFact hours={lawyer.responseTimeHours} />
      {/* the regulator's number and its register (docs/decisions/0126-how-we-rank-and-true-landing-words.md) */}
      {licence ? <Licence lawyer={lawyer} /> : null}
      <div>
        <dt className="sr-only">Hourly rate</dt>
        <dd className="text-base font-semibold text-slate-900">{hourlyRateWords(lawyer.hourlyRate)}</dd>
      </div>
    </dl>
  );
}
