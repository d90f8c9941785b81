import { useQuery } from '@tanstack/react-query';
import type { Case } from '@/api/cases-contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { caseMatchQuery } from '@/features/cases/cases/case-queries';
import { LawyerGrid, LawyerPlaceholders } from '@/features/cases/matches/lawyer-grid';
import { matchRequestOfCase } from '@/features/cases/matches/match-request';
import { NothingFits } from '@/features/cases/matches/nothing-fits';

function OpenCaseMatches({ kase }: { kase: Case }) {
  // the spec's match, asked as the case now is: a change of place, description or area asks again
  const match = useQuery(caseMatchQuery(matchRequestOfCase(kase)));
  const lawyers = match.data?.matched ? match.data.lawyers : [];
  const said = match.isPending
    ? 'Finding lawyers for your case…'
    : match.isSuccess
      ? lawyers.length > 0
        ? `${lawyers.length} ${lawyers.length === 1 ? 'lawyer matches' : 'lawyers match'} your case.`
        : 'No lawyers match your case yet.'
      : '';
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      {match.isPending ? (
        <LawyerPlaceholders />
      ) : match.isError ? (
        <div className="mt-4 grid justify-items-start gap-3">
          <Alert>Matching failed: {match.error.message}</Alert>
          <Button variant="outline" onClick={() => void match.refetch()} disabled={match.isFetching}>
            Match again
          </Button>
        </div>
      ) : lawyers.length > 0 ? (
        <LawyerGrid lawyers={lawyers} />
      ) : (
        <NothingFits lead="We could not find a match for this case." caseLink={null} />
      )}
    </>
  );
}

/** The lawyers matched to the case as it now is; a closed case is no longer matched, and one kept
 * without an area of law has nothing to match on until its area is chosen with Edit
 * (docs/decisions/0094-the-clients-cases-screens.md). */
export function CaseMatches({ kase }: { kase: Case }) {
  const isOpen = kase.status === 'open';
  return (
    <section aria-labelledby="case-matches-title" className="mt-10">
      <h2 id="case-matches-title" className="text-2xl font-bold text-slate-900">
        Matched lawyers
      </h2>
      {isOpen && kase.category === null ? (
        <NothingFits
          lead="No lawyer is matched to this case, and no lawyer sees it: it does not seem to be about one of the areas of law our lawyers practise. If one fits, choose it with Edit."
          caseLink={null}
        />
      ) : isOpen ? (
        <OpenCaseMatches kase={kase} />
      ) : (
        <p className="mt-4 text-slate-700">This case is closed, so it is no longer matched with lawyers.</p>
      )}
    </section>
  );
}
