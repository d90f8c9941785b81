import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useConversationPlaces } from '@/components/conversation-places';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CaseForm } from '@/features/cases/cases/case-form';
import { UpcomingConsultationsCard } from '@/features/cases/consultations/client-consultations-card';
import { DashboardResults } from '@/features/cases/matches/dashboard-results';
import { NewestCaseMatches } from '@/features/cases/matches/newest-case-matches';
import { ReviewCard } from '@/features/cases/reviews/review-card';
import { useCasePosting } from '@/features/cases/cases/use-case-posting';
import { YourCasesCard } from '@/features/cases/cases/your-cases-card';
import { useAuth } from '@/session/use-auth';
import { useWelcome } from '@/session/welcome';

export function ClientDashboardPage() {
  const { user } = useAuth();
  const welcome = useWelcome(user?.name);
  const posting = useCasePosting();
  // the client's conversations with the lawyers who responded (docs/decisions/0122-conversation-screens.md)
  const { MessagesCard } = useConversationPlaces();
  const { form, isFormOpen } = posting;
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The Post New Case button is disabled while the form is open, so focus would be lost:
  // it moves into the form on open and back to the button on close.
  useEffect(() => {
    if (isFormOpen) form.setFocus('title');
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = isFormOpen;
  }, [isFormOpen, form]);

  return (
    <>
      <PageHeading title="Client Dashboard">{welcome}. Tell us about your legal issue.</PageHeading>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Plus className="size-5 text-blue-800" aria-hidden="true" />
              Post New Case
            </CardTitle>
            <CardDescription>
              Describe your legal issue and get matched with verified lawyers.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              ref={openButton}
              onClick={posting.openForm}
              disabled={isFormOpen}
              aria-expanded={isFormOpen}
            >
              Post New Case
            </Button>
          </CardContent>
        </Card>
        <YourCasesCard />
      </div>
      {isFormOpen ? (
        <div className="mt-6">
          <CaseForm
            form={form}
            isPosting={posting.isPosting}
            failure={posting.failure}
            onSubmit={posting.submit}
            onCancel={posting.cancel}
          />
        </div>
      ) : null}
      {posting.results.outcome === 'none' && !posting.isPosting && !isFormOpen ? (
        // nothing posted on this visit, and no case being written: the newest open case's lawyers
        <NewestCaseMatches />
      ) : (
        <DashboardResults
          results={posting.results}
          onResults={posting.setResults}
          isPosting={posting.isPosting}
        />
      )}
      {MessagesCard ? <MessagesCard /> : null}
      <UpcomingConsultationsCard />
      <ReviewCard />
    </>
  );
}
