import { Plus } from 'lucide-react';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { onDemand } from '@/components/on-demand';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { caseKeys } from '@/features/cases/cases/case-queries';
import { NO_RESULTS, type Results } from '@/features/cases/cases/posting-results';
import { YourCasesCard } from '@/features/cases/cases/your-cases-card';
import { useAuth } from '@/session/use-auth';
import { useWelcome } from '@/session/welcome';

// the sections under the first cards, in a file of their own: the page is usable without them
// (docs/decisions/0137-dashboards-draw-their-first-cards-first.md)
const ClientDashboardSections = onDemand(() =>
  import('@/features/cases/client-dashboard-sections').then((m) => m.ClientDashboardSections),
);
// the case form with its form library, fetched once the page is drawn: Post New Case does not
// wait for it (docs/decisions/0138-schemas-built-on-first-use.md)
const CasePosting = onDemand(
  () => import('@/features/cases/cases/case-posting').then((m) => m.CasePosting),
  <p role="status" className="text-sm text-slate-700">
    Opening the form…
  </p>,
);

export function ClientDashboardPage() {
  const { user } = useAuth();
  const welcome = useWelcome(user?.name);
  const [isFormOpen, setFormOpen] = useState(false);
  const [results, setResults] = useState<Results>(NO_RESULTS);
  const isPosting = useIsMutating({ mutationKey: caseKeys.post() }) > 0;
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    CasePosting.preload();
  }, []);

  // The Post New Case button is disabled while the form is open, so focus would be lost:
  // the form takes it when it opens, and it comes back to the button on close.
  useEffect(() => {
    if (!isFormOpen && wasOpen.current) openButton.current?.focus();
    wasOpen.current = isFormOpen;
  }, [isFormOpen]);

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
              onClick={() => setFormOpen(true)}
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
          <CasePosting onResults={setResults} onClose={() => setFormOpen(false)} />
        </div>
      ) : null}
      <ClientDashboardSections
        results={results}
        onResults={setResults}
        isPosting={isPosting}
        isFormOpen={isFormOpen}
      />
    </>
  );
}
