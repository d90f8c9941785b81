import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { onDemand } from '@/components/on-demand';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CaseForm } from '@/features/cases/cases/case-form';
import { useCasePosting } from '@/features/cases/cases/use-case-posting';
import { YourCasesCard } from '@/features/cases/cases/your-cases-card';
import { useAuth } from '@/session/use-auth';
import { useWelcome } from '@/session/welcome';

// the sections under the first cards, in a file of their own: the page is usable without them
// (docs/decisions/0137-dashboards-draw-their-first-cards-first.md)
const ClientDashboardSections = onDemand(() =>
  import('@/features/cases/client-dashboard-sections').then((m) => m.ClientDashboardSections),
);

export function ClientDashboardPage() {
  const { user } = useAuth();
  const welcome = useWelcome(user?.name);
  const posting = useCasePosting();
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
      <ClientDashboardSections
        results={posting.results}
        onResults={posting.setResults}
        isPosting={posting.isPosting}
        isFormOpen={isFormOpen}
      />
    </>
  );
}
