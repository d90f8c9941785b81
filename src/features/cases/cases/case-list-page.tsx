import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { askMyCasesEarly } from '@/api/cases';
import type { Case } from '@/api/cases-contract';
import { isMissingExtension } from '@/api/missing-extension';
import { loadedItems } from '@/api/paging';
import { PageHeading } from '@/components/page-heading';
import { ShowMore } from '@/components/show-more';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { BackLink } from '@/components/back-link';
import { myCasesQuery } from '@/features/cases/cases/case-queries';
import { areaWord, responsesWord, statusWord } from '@/features/cases/cases/case-words';
import { formatLongDate } from '@/lib/dates';
import { paths, pathTo } from '@/lib/paths';

function CaseItem({ kase }: { kase: Case }) {
  return (
    <Card className="grid gap-2 p-5">
      <h2 className="text-lg font-semibold">
        <Link
          to={pathTo(paths.clientCase, kase.id)}
          className="text-blue-800 underline-offset-4 hover:underline"
        >
          {kase.title}
        </Link>
      </h2>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <dt className="sr-only">Area of law</dt>
        <dd>{areaWord(kase.category)}</dd>
        <dt className="sr-only">Status</dt>
        <dd>
          <Badge variant={kase.status === 'open' ? 'success' : 'secondary'}>{statusWord(kase.status)}</Badge>
        </dd>
        <dt className="sr-only">Posted</dt>
        <dd>Posted {formatLongDate(kase.createdAt)}</dd>
        <dt className="sr-only">Responses</dt>
        <dd>{responsesWord(kase.responseCount)}</dd>
      </dl>
    </Card>
  );
}

const toDashboard = buttonVariants({ variant: 'outline', size: 'sm' });

function CaseList() {
  const cases = useInfiniteQuery(myCasesQuery);
  const list = useRef<HTMLUListElement>(null);
  const { items, count } = loadedItems(cases.data);
  // a page after the first that fails is told under the list (ShowMore)
  const failed = cases.isError && !cases.isFetchNextPageError;
  if (cases.isPending) return <Spinner label="Loading your cases" />;
  if (failed && isMissingExtension(cases.error)) {
    return (
      <div className="grid justify-items-start gap-3 text-slate-700">
        <p>This service does not keep your cases, so there is no list to show.</p>
        <p>You can still post a case from your dashboard and see the lawyers matched to it.</p>
        <Link to={paths.clientDashboard} className={toDashboard}>
          Back to your dashboard
        </Link>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert>Your cases could not be loaded. {cases.error?.message}</Alert>
        <Button variant="outline" onClick={() => void cases.refetch()} disabled={cases.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 text-slate-700">
        <p>You have not posted a case yet.</p>
        <Link to={paths.clientDashboard} className={toDashboard}>
          Post a case from your dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul ref={list} aria-label="Your cases, newest first" className="grid gap-4">
        {items.map((kase) => (
          <li key={kase.id}>
            <CaseItem kase={kase} />
          </li>
        ))}
      </ul>
      <ShowMore pages={cases} list={list} shown={items.length} count={count} noun={['case', 'cases']} />
    </div>
  );
}

/** The client's cases, newest first, a page at a time (docs/decisions/0094-the-clients-cases-screens.md,
 * 0110-limits-on-writing.md). */
export function CaseListPage() {
  return (
    <>
      <BackLink to={paths.clientDashboard}>Back to dashboard</BackLink>
      <PageHeading title="Your cases">
        The cases you have posted, and how many lawyers have responded.
      </PageHeading>
      <CaseList />
    </>
  );
}
// the list waits for its first page, asked for with the page's code (src/app/signed-in-pages.ts)
CaseListPage.askFirst = askMyCasesEarly;
