import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Case } from '@/api/cases-contract';
import type { MatchedLawyer } from '@/api/contract';
import { LawyerGrid, LawyerPlaceholders } from '@/features/cases/matches/lawyer-grid';
import { NothingFits } from '@/features/cases/matches/nothing-fits';
import { paths, pathTo } from '@/lib/paths';

/** 'saved': the case was kept but its match failed, and the form was then closed. */
export type MatchOutcome = 'none' | 'matched' | 'unmatched' | 'saved';

interface Props {
  lawyers: MatchedLawyer[];
  outcome: MatchOutcome;
  isLoading: boolean;
  /** the kept case the results are for; null where the backend keeps no cases */
  kept: Case | null;
  /** above the results: the area of law we think it is, and the way to change it */
  categoryCheck?: ReactNode;
}

function announcement(outcome: MatchOutcome, count: number, isLoading: boolean) {
  if (isLoading) return 'Finding lawyers for your case…';
  if (outcome === 'matched') return `${count} ${count === 1 ? 'lawyer matches' : 'lawyers match'} your case.`;
  if (outcome === 'unmatched') return 'No lawyers match your case yet.';
  return '';
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 grid gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
      {children}
    </div>
  );
}

export function RecommendedLawyers({ lawyers, outcome, isLoading, kept, categoryCheck }: Props) {
  const caseLink = kept ? pathTo(paths.clientCase, kept.id) : null;
  return (
    <section aria-labelledby="recommended-title" aria-busy={isLoading} className="mt-10">
      <h2 id="recommended-title" className="text-2xl font-bold text-slate-900">
        Recommended Lawyers
      </h2>
      {/* screen readers hear the result of each post */}
      <p role="status" className="sr-only">
        {announcement(outcome, lawyers.length, isLoading)}
      </p>
      {categoryCheck}
      {isLoading ? (
        <LawyerPlaceholders />
      ) : lawyers.length > 0 ? (
        <LawyerGrid lawyers={lawyers} />
      ) : outcome === 'unmatched' && kept?.category === null ? (
        // kept without an area: nothing to match on (docs/decisions/0094-the-clients-cases-screens.md)
        <NothingFits
          lead="Your case is saved, but it does not seem to be about one of the areas of law our lawyers practise, so no lawyer was matched."
          caseLink={caseLink}
          linkText="Open your case to choose its area of law"
        />
      ) : outcome === 'unmatched' ? (
        <NothingFits lead="We could not find a match for your last case." caseLink={caseLink} />
      ) : outcome === 'saved' && caseLink ? (
        <Empty>
          <p>Your case is saved but not matched yet.</p>
          <p>
            <Link to={caseLink} className="font-medium text-blue-800 underline underline-offset-4">
              Open your case to match it
            </Link>
          </p>
        </Empty>
      ) : (
        <Empty>
          <p>Post a case to see lawyers matched to it.</p>
        </Empty>
      )}
    </section>
  );
}
