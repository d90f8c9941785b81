import { TYPE_WORDS } from '@/features/cases/public-profile/type-words';
import { usePublicLawyer } from '@/features/cases/public-profile/public-profile-load';
import { formatPence } from '@/lib/format';

/**
 * The top of the View Profile dialog: what the card does not already show (the lawyer's own
 * words, the first consultation's fee, how they meet, the latest review), read from the public
 * profile (docs/decisions/0119-smaller-things.md). While it loads it says so; when it cannot be
 * read, the dialog shows the card's facts alone, as before.
 */
export function ProfileDialogIntro({ lawyerId }: { lawyerId: string }) {
  const { state } = usePublicLawyer(lawyerId);
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the profile…
      </p>
    );
  }
  if (state.status !== 'ready') return null;
  const { bio, firstFeePence, consultationTypes, recentReviews } = state.lawyer;
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
      {latest ? (
        <figure className="rounded-md bg-slate-50 p-3">
          <blockquote className="line-clamp-3">“{latest.text}”</blockquote>
          <figcaption className="mt-1 text-xs text-slate-600">
            {latest.clientFirstName ?? 'A client'}, latest review
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
