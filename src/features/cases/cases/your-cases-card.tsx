import { useQuery } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isMissingExtension } from '@/api/missing-extension';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { myStatsQuery } from '@/features/cases/cases/case-queries';
import { UNREADABLE_FIGURES } from '@/features/cases/cases/case-words';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

function Figure({ count, one, many }: { count: number; one: string; many: string }) {
  return (
    <p>
      <span className="text-2xl font-bold text-slate-900">{count}</span> {count === 1 ? one : many}
    </p>
  );
}

/** The client's figures, live (GET /api/accounts/me/stats/); spec §9's fixed ones where the
 * backend has none (its 404), and then no way to a list it does not keep
 * (docs/decisions/0094-the-clients-cases-screens.md). */
export function YourCasesCard() {
  const stats = useQuery(myStatsQuery);
  const keepsNone = stats.isError && isMissingExtension(stats.error);
  const figures = stats.data?.role === 'client' ? stats.data : null;
  const failure = stats.isError ? stats.error.message : stats.data && !figures ? UNREADABLE_FIGURES : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Briefcase className="size-5 text-blue-800" aria-hidden="true" />
          Your Cases
        </CardTitle>
        <CardDescription>Track your cases and consultations.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-slate-800">
        {keepsNone ? (
          // spec §9: fixed figures
          <div className="grid gap-1">
            <Figure count={2} one="active case" many="active cases" />
            <Figure count={1} one="pending consultation" many="pending consultations" />
          </div>
        ) : figures ? (
          <div className="grid gap-1">
            <Figure count={figures.openCases} one="active case" many="active cases" />
            <Figure
              count={figures.pendingConsultations}
              one="pending consultation"
              many="pending consultations"
            />
          </div>
        ) : failure ? (
          <div className="grid justify-items-start gap-2">
            <p>Your figures could not be loaded. {failure}</p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void stats.refetch()}
              disabled={stats.isFetching}
            >
              Retry
            </Button>
          </div>
        ) : (
          <p role="status">Loading your figures…</p>
        )}
        {keepsNone || stats.isPending ? null : (
          <Link
            to={paths.clientCases}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start')}
          >
            View your cases
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
