import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fetchCaseMatches } from '@/api/cases';
import type { Case } from '@/api/cases-contract';
import type { MatchResponse } from '@/api/contract';
import { notFoundMeaning } from '@/api/missing-extension';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BookingCase } from '@/features/cases/booking/book-case-context';
import { caseKeys, myCasesQuery } from '@/features/cases/cases/case-queries';
import { LawyerGrid, LawyerPlaceholders } from '@/features/cases/matches/lawyer-grid';
import { NothingFits } from '@/features/cases/matches/nothing-fits';
import { paths, pathTo } from '@/lib/paths';

const linkClass = 'font-medium text-blue-800 underline underline-offset-4 hover:text-blue-900';

/**
 * The lawyers matched to the newest of these open cases, as the server reads them: nothing is
 * matched again. A 404 is "no such case" (closed or removed since the list was read,
 * docs/decisions/0117-no-such-call-or-no-such-thing.md): the next one is asked. Null: none left.
 */
const newestMatchesQuery = (open: Case[]) =>
  queryOptions({
    queryKey: [...caseKeys.mine(), 'newest-matches', open.map((kase) => kase.id)] as const,
    queryFn: async ({ signal }): Promise<{ kase: Case; matches: MatchResponse } | null> => {
      for (const kase of open) {
        try {
          return { kase, matches: await fetchCaseMatches(kase.id, signal) };
        } catch (error) {
          if (notFoundMeaning(error, 'caseMatches') !== 'no-such-thing') throw error;
        }
      }
      return null;
    },
    enabled: open.length > 0,
  });

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 grid gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
      {children}
    </div>
  );
}

const AllCases = () => (
  <Link to={paths.clientCases} className={linkClass}>
    See all your cases
  </Link>
);

function Retry({ text, onRetry, busy }: { text: string; onRetry: () => void; busy: boolean }) {
  return (
    <div className="mt-4 grid justify-items-start gap-3">
      <Alert>{text}</Alert>
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        Try again
      </Button>
    </div>
  );
}

function announcement(matches: MatchResponse | undefined) {
  if (!matches) return '';
  const count = matches.matched ? matches.lawyers.length : 0;
  if (count === 0) return 'No lawyers match your case yet.';
  return `${count} ${count === 1 ? 'lawyer matches' : 'lawyers match'} your case.`;
}

function CaseMatchesOf({ kase, matches }: { kase: Case; matches: MatchResponse }) {
  const caseLink = pathTo(paths.clientCase, kase.id);
  const lawyers = matches.matched ? matches.lawyers : [];
  return (
    <>
      <p className="mt-2 text-slate-700">
        For your newest open case,{' '}
        <Link to={caseLink} className={linkClass}>
          {kase.title}
        </Link>
        . <AllCases />
      </p>
      {lawyers.length > 0 ? (
        // a consultation booked from these cards is about this case
        <BookingCase value={kase.id}>
          <LawyerGrid lawyers={lawyers} />
        </BookingCase>
      ) : kase.category === null ? (
        <NothingFits
          lead="Your case does not seem to be about one of the areas of law our lawyers practise, so no lawyer is matched to it."
          caseLink={caseLink}
          linkText="Open your case to choose its area of law"
        />
      ) : (
        <NothingFits lead="We could not find a match for your newest open case." caseLink={caseLink} />
      )}
    </>
  );
}

/**
 * 'Recommended Lawyers' on a visit with nothing just posted (docs/cases-and-leads.md#the-clients-dashboard):
 * the lawyers matched to the client's newest open case, read from the server, with the ways to
 * that case and to every case. A backend that keeps no cases (the list's 404, "no such call")
 * keeps the spec's line.
 */
export function NewestCaseMatches() {
  const cases = useInfiniteQuery(myCasesQuery);
  const loaded = cases.data?.pages.flatMap((page) => page.results) ?? [];
  const open = loaded.filter((kase) => kase.status === 'open');
  const newest = useQuery(newestMatchesQuery(open));
  const missing = notFoundMeaning(cases.error, 'clientCases') !== null;
  const shown = open.length > 0 ? newest.data : null;

  return (
    <section
      aria-labelledby="recommended-title"
      aria-busy={cases.isPending || (open.length > 0 && newest.isPending)}
      className="mt-10"
    >
      <h2 id="recommended-title" className="text-2xl font-bold text-slate-900">
        Recommended Lawyers
      </h2>
      <p role="status" className="sr-only">
        {announcement(shown?.matches)}
      </p>
      {cases.isPending || (open.length > 0 && newest.isPending) ? (
        <LawyerPlaceholders />
      ) : cases.isError && !missing ? (
        <Retry
          text={`Your cases could not be loaded: ${cases.error.message}`}
          onRetry={() => void cases.refetch()}
          busy={cases.isFetching}
        />
      ) : open.length > 0 && newest.isError ? (
        <Retry
          text={`The lawyers matched to your newest case could not be loaded: ${newest.error.message}`}
          onRetry={() => void newest.refetch()}
          busy={newest.isFetching}
        />
      ) : shown ? (
        <CaseMatchesOf kase={shown.kase} matches={shown.matches} />
      ) : (
        <Empty>
          <p>Post a case to see lawyers matched to it.</p>
          {loaded.length > 0 ? (
            <p>
              <AllCases />
            </p>
          ) : null}
        </Empty>
      )}
    </section>
  );
}
