import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Lead } from '@/api/cases-contract';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LeadItem } from '@/features/lawyers/leads/lead-item';
import { availabilityQuery, leadsQuery } from '@/features/lawyers/leads/lead-queries';
import { SampleCases } from '@/features/lawyers/leads/sample-cases';
import { ListLoadFailure, ListLoading } from '@/features/lawyers/list-states';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';
import { paths } from '@/lib/paths';

/** spec §2's 'New Client Cases': the lawyer's real leads, or the spec's sample cases, marked,
 * where the backend keeps no cases (docs/decisions/0095-the-lawyers-leads-screens.md). */
export function NewClientCases({ verified }: { verified: boolean }) {
  const leads = useQuery(leadsQuery);
  // an unverified lawyer has no switch and no leads: nothing to ask
  const availability = useQuery({ ...availabilityQuery, enabled: verified });
  // a dismissed lead leaves the list: the focus goes back to the heading, not to the page body
  const headingRef = useFocusWhenRemoved<HTMLHeadingElement>(leads.data?.length);
  const isSample = leads.data === null;

  let body: ReactNode;
  if (leads.isPending) body = <ListLoading label="Loading new cases…" />;
  else if (isSample) body = <Sample />;
  else if (!verified) body = <Unverified />;
  else if (availability.data?.available === false) {
    body = <Note>You are unavailable: switch your availability on to see new cases</Note>;
  } else if (leads.data) body = <Leads leads={leads.data} />;

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
        {leads.isError ? <ListLoadFailure query={leads} title="Could not load your new cases." /> : null}
        {body}
      </CardContent>
    </Card>
  );
}

function Leads({ leads }: { leads: Lead[] }) {
  if (leads.length === 0) {
    return (
      <Note>
        No new cases right now. Cases in your area of law near you appear here as clients post them.
      </Note>
    );
  }
  return (
    <ul className="grid gap-4">
      {leads.map((lead) => (
        <LeadItem key={lead.id} lead={lead} />
      ))}
    </ul>
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
