import type { MatchedLawyer } from '@/api/contract';
import { LawyerCard } from '@/features/cases/lawyer-card';

export type MatchOutcome = 'none' | 'matched' | 'unmatched';

interface Props {
  lawyers: MatchedLawyer[];
  outcome: MatchOutcome;
  isLoading: boolean;
}

function announcement(outcome: MatchOutcome, count: number, isLoading: boolean) {
  if (isLoading) return 'Finding lawyers for your case…';
  if (outcome === 'matched') return `${count} ${count === 1 ? 'lawyer matches' : 'lawyers match'} your case.`;
  if (outcome === 'unmatched') return 'No lawyers match your case yet.';
  return '';
}

export function RecommendedLawyers({ lawyers, outcome, isLoading }: Props) {
  return (
    <section aria-labelledby="recommended-title" aria-busy={isLoading} className="mt-10">
      <h2 id="recommended-title" className="text-2xl font-bold text-slate-900">
        Recommended Lawyers
      </h2>
      {/* screen readers hear the result of each post */}
      <p role="status" className="sr-only">
        {announcement(outcome, lawyers.length, isLoading)}
      </p>
      {isLoading ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} data-testid="lawyer-placeholder" className="h-72 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none" />
          ))}
        </ul>
      ) : lawyers.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {lawyers.map((lawyer) => (
            <li key={lawyer.id}>
              <LawyerCard lawyer={lawyer} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {outcome === 'unmatched'
            ? 'We could not find a match for your last case. Try a nearby city or add more detail.'
            : 'Post a case to see lawyers matched to it.'}
        </p>
      )}
    </section>
  );
}
