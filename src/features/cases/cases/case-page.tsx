import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, type Params } from 'react-router-dom';
import { askCaseEarly } from '@/api/cases';
import type { CaseDetail } from '@/api/cases-contract';
import { isMissingExtension } from '@/api/missing-extension';
import { useConversationPlaces } from '@/components/conversation-places';
import { onDemand } from '@/components/on-demand';
import { PageHeading } from '@/components/page-heading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { BackLink } from '@/components/back-link';
import { BookingCase } from '@/features/cases/booking/book-case-context';
import { CaseDetails } from '@/features/cases/cases/case-details';
import { isFull } from '@/features/cases/cases/case-full';
import { CaseFullNotice } from '@/features/cases/cases/case-full-notice';
import { CaseTimeLimits } from '@/features/cases/cases/case-time-limits';
import { caseQuery } from '@/features/cases/cases/case-queries';
import { CaseConsultations } from '@/features/cases/consultations/client-consultations-of-case';
import { CloseCaseDialog } from '@/features/cases/cases/close-case-dialog';
import { paths } from '@/lib/paths';

// The edit form (with the form library), and the lawyers who responded and were matched (their
// cards, with booking and View Profile) load once the case is drawn
// (docs/decisions/0138-schemas-built-on-first-use.md).
const CaseEditForm = onDemand(
  () => import('@/features/cases/cases/case-edit-form').then((m) => m.CaseEditForm),
  <Spinner label="Opening the form" />,
);
const CaseResponses = onDemand(
  () => import('@/features/cases/cases/case-responses').then((m) => m.CaseResponses),
  <Spinner label="Loading the responses" />,
);
const CaseMatches = onDemand(
  () => import('@/features/cases/matches/case-matches').then((m) => m.CaseMatches),
  <Spinner label="Loading the matched lawyers" />,
);

function CaseView({ kase }: { kase: CaseDetail }) {
  const [isEditing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const was = useRef({ isEditing, status: kase.status });
  const isOpen = kase.status === 'open';
  // the conversations with the lawyers who responded (docs/decisions/0122-conversation-screens.md)
  const { CaseConversations } = useConversationPlaces();

  useEffect(() => {
    CaseEditForm.preload();
  }, []);

  // Edit and Close case leave the page as they act: the focus goes back to Edit once the form
  // is done, and to the case's heading once the case is closed (its buttons are then gone).
  useEffect(() => {
    if (was.current.isEditing && !isEditing) editButton.current?.focus();
    if (was.current.status === 'open' && kase.status === 'closed') heading.current?.focus();
    was.current = { isEditing, status: kase.status };
  }, [isEditing, kase.status]);

  return (
    <>
      <div className="mb-8">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">
          {kase.title}
        </h1>
        <p className="mt-1 text-slate-700">
          {!isOpen
            ? 'This case is closed: lawyers can no longer see it or respond.'
            : kase.category === null
              ? 'No lawyer can see this case until you choose its area of law.'
              : isFull(kase)
                ? 'Lawyers no longer see this case: it has all the responses it can take.'
                : 'Lawyers near you who practise this area of law can see this case and respond.'}
        </p>
      </div>
      <CaseFullNotice kase={kase} />
      {isOpen ? <CaseTimeLimits kase={kase} /> : null}
      {isEditing && isOpen ? (
        <CaseEditForm kase={kase} onDone={() => setEditing(false)} />
      ) : (
        <CaseDetails
          kase={kase}
          actions={
            isOpen ? (
              <>
                <Button ref={editButton} onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <CloseCaseDialog caseId={kase.id} />
              </>
            ) : null
          }
        />
      )}
      {/* a consultation booked from this page is about this case */}
      <BookingCase value={kase.id}>
        <CaseConsultations consultations={kase.consultations} isOpen={isOpen} />
        <CaseResponses responses={kase.responses} isOpen={isOpen} />
        {CaseConversations ? <CaseConversations caseId={kase.id} caseOpen={isOpen} /> : null}
        <CaseMatches kase={kase} />
      </BookingCase>
    </>
  );
}

/** One of the client's cases, by its address (/cases/{id}): the case, its responses and the
 * lawyers matched to it; Edit and Close case while it is open
 * (docs/decisions/0094-the-clients-cases-screens.md). */
export function CasePage() {
  const { id = '' } = useParams();
  const kase = useQuery(caseQuery(id));

  let body;
  if (kase.isPending) {
    body = <Spinner label="Loading your case" />;
  } else if (kase.isError && isMissingExtension(kase.error)) {
    body = (
      <>
        <PageHeading title="Case not found">
          We could not find this case. It may have been removed, or the link may be wrong.
        </PageHeading>
        <Link to={paths.clientCases} className={buttonVariants({ variant: 'outline' })}>
          See your cases
        </Link>
      </>
    );
  } else if (kase.isError) {
    body = (
      <>
        <PageHeading title="Your case" />
        <div className="grid justify-items-start gap-3">
          <Alert>Your case could not be loaded. {kase.error.message}</Alert>
          <Button variant="outline" onClick={() => void kase.refetch()} disabled={kase.isFetching}>
            Retry
          </Button>
        </div>
      </>
    );
  } else {
    body = <CaseView kase={kase.data} />;
  }

  return (
    <>
      <BackLink to={paths.clientCases}>Back to your cases</BackLink>
      {body}
    </>
  );
}
// Edit waits for the case, asked for with the page's code (src/app/signed-in-pages.ts)
CasePage.askFirst = ({ id = '' }: Params) => askCaseEarly(id);
