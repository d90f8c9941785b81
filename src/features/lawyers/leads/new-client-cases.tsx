import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { loadedItems } from '@/api/paging';
import { ShowMore } from '@/components/show-more';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DismissedLine, type Dismissed } from '@/features/lawyers/leads/dismissed-line';
import { LeadItem } from '@/features/lawyers/leads/lead-item';
import { availabilityQuery, leadsQuery } from '@/features/lawyers/leads/lead-queries';
import { LoadFailure, ListLoading } from '@/components/list-states';
import { onDemand } from '@/components/on-demand';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';
import { paths } from '@/lib/paths';

// the spec's sample cases, with Radix Dialog for their details, only where the backend keeps no
// cases: in a file of their own, so that the leads draw without the dialog's code
// (docs/decisions/0138-schemas-built-on-first-use.md)
const SampleCases = onDemand(
  () => import('@/features/lawyers/leads/sample-cases').then((m) => m.SampleCases),
  <ListLoading label="Loading the sample cases" />,
);

/** spec §2's 'New Client Cases': the lawyer's real leads, or the spec's sample cases, marked,
 * where the backend keeps no cases (docs/decisions/0095-the-lawyers-leads-screens.md). */
export function NewClientCases({ verified }: { verified: boolean }) {
  const leads = useInfiniteQuery(leadsQuery);
  const listRef = useRef<HTMLUListElement>(null);
  const { items, count } = loadedItems(leads.data);
  // an unverified lawyer has no switch and no leads: nothing to ask
  const availability = useQuery({ ...availabilityQuery, enabled: verified });
  // a dismissed lead leaves the list: the focus goes back to the heading, not to the page body
  const headingRef = useFocusWhenRemoved<HTMLHeadingElement>(leads.data ? items.length : undefined);
  const isSample = leads.data?.pages[0] === null;
  // the last lead dismissed here, while Undo is offered (docs/decisions/0119-smaller-things.md)
  const [dismissed, setDismissed] = useState<Dismissed | null>(null);
  const lineDone = (restored: boolean) => {
    setDismissed(null);
    // the Undo button goes: the focus goes back to the list's heading
    if (restored) headingRef.current?.focus();
  };

  let body: ReactNode;
  if (leads.isPending) body = <ListLoading label="Loading new cases…" />;
  else if (isSample) body = <Sample />;
  else if (!verified) body = <Unverified />;
  else if (availability.data?.available === false) {
    body = <Note>You are unavailable: switch your availability on to see new cases</Note>;
  } else if (leads.data && items.length === 0) {
    body = (
      <Note>
        No new cases right now. Cases in your area of law near you appear here as clients post them.
      </Note>
    );
  } else if (leads.data) {
    body = (
      <>
        <ul ref={listRef} className="grid gap-4">
          {items.map((lead) => (
            <LeadItem
              key={lead.id}
              lead={lead}
              onDismissed={() => setDismissed({ id: lead.id, title: lead.title })}
            />
          ))}
        </ul>
        <ShowMore pages={leads} list={listRef} shown={items.length} count={count} noun={['case', 'cases']} />
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
            New Client Cases
          </CardTitle>
          {isSample ? <Badge variant="outline">Sample data</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* a failed refresh keeps the last list on screen under the message */}
        {leads.isError && !leads.isFetchNextPageError ? (
          <LoadFailure query={leads} title="Could not load your new cases." />
        ) : null}
        <DismissedLine dismissed={dismissed} onDone={lineDone} />
        {body}
      </CardContent>
    </Card>
  );
}

function Sample() {
  return (
    <>
      <p className="text-sm text-slate-700">
        This server does not send cases yet, so these are sample cases.
      </p>
      <SampleCases />
    </>
  );
}

function Unverified() {
  return (
    <Note>
      Leads appear once your profile is verified.{' '}
      <Link to={paths.lawyerProfile} className="font-medium text-blue-800 underline underline-offset-4">
        Go to your profile
      </Link>
    </Note>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
      {children}
    </p>
  );
}
