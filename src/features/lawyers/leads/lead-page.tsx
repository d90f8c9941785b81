import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, type Params } from 'react-router-dom';
import { askCaseEarly } from '@/api/cases';
import type { CaseDetail } from '@/api/cases-contract';
import { isMissingExtension } from '@/api/missing-extension';
import { useConversationPlaces } from '@/components/conversation-places';
import { Spinner } from '@/components/ui/spinner';
import { LeadFacts } from '@/features/lawyers/leads/lead-facts';
import { leadQuery } from '@/features/lawyers/leads/lead-queries';
import { OwnResponse } from '@/features/lawyers/leads/own-response';
import { RespondDialog } from '@/features/lawyers/leads/respond-dialog';
import { useDismissLead } from '@/features/lawyers/leads/use-dismiss-lead';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';
import { BackLink } from '@/components/back-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/list-states';
import { paths } from '@/lib/paths';

const heading = 'text-3xl font-bold text-slate-900';

/** A lead on its own page (/leads/:id): the case, the lawyer's response or Respond to Case, and
 * Dismiss. A case that is not (or no longer) theirs is not available: a 404, whatever the reason
 * (docs/decisions/0095-the-lawyers-leads-screens.md). */
export function LeadPage() {
  const { id = '' } = useParams();
  const query = useQuery(leadQuery(id));

  let body;
  if (query.isPending) body = <Spinner label="Loading the case" />;
  else if (query.data) body = <Lead lead={query.data} />;
  else if (isMissingExtension(query.error)) {
    body = (
      <>
        <h1 className={heading}>This case is not available</h1>
        <p className="mt-2 text-slate-700">
          It may have been closed or dismissed, or it is not one of your leads.{' '}
          <Link to={paths.lawyerDashboard} className="font-medium text-blue-800 underline underline-offset-4">
            Go to your dashboard
          </Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <h1 className={heading}>Client case</h1>
        <div className="mt-4">
          <LoadFailure query={query} title="Could not load the case." />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <BackLink to={paths.lawyerDashboard} className="mb-0">
        Back to dashboard
      </BackLink>
      <div>{body}</div>
    </div>
  );
}
// Respond to Case waits for the lead, asked for with the page's code (src/app/signed-in-pages.ts)
LeadPage.askFirst = ({ id = '' }: Params) => askCaseEarly(id);

function Lead({ lead }: { lead: CaseDetail }) {
  const navigate = useNavigate();
  const dismiss = useDismissLead(lead, () => void navigate(paths.lawyerDashboard));
  const responded = lead.responded ?? lead.responses.length > 0;
  const open = lead.status === 'open';
  // once sent, Respond to Case leaves the page: the focus goes to the response
  const responseRef = useFocusWhenRemoved<HTMLHeadingElement>(responded ? 0 : 1);
  // the conversation with the client, once the response (or a booking about the case) opened it;
  // before, no way to write (docs/decisions/0122-conversation-screens.md)
  const { LeadConversation } = useConversationPlaces();

  return (
    <div className="grid gap-6">
      <h1 className={heading}>{lead.title}</h1>
      <LeadFacts lead={lead} />
      {responded ? <OwnResponse response={lead.responses[0]} headingRef={responseRef} /> : null}
      {!open && !responded ? (
        <p className="text-slate-700">This case is closed: it takes no more responses.</p>
      ) : null}
      {dismiss.isError ? (
        <Alert>
          <p className="font-semibold">The case was not dismissed.</p>
          <p>{dismiss.error.message}</p>
        </Alert>
      ) : null}
      {open ? (
        <div className="flex flex-wrap gap-3">
          {responded ? null : <RespondDialog lead={lead} size="default" />}
          <Button
            variant="outline"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate()}
            aria-label={`${dismiss.isPending ? 'Dismissing' : 'Dismiss'} ${lead.title}`}
          >
            {dismiss.isPending ? 'Dismissing...' : 'Dismiss'}
          </Button>
        </div>
      ) : null}
      {LeadConversation ? <LeadConversation caseId={lead.id} caseOpen={open} responded={responded} /> : null}
    </div>
  );
}
