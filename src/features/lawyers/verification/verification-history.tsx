import { useQuery } from '@tanstack/react-query';
import { isMissingExtension } from '@/api/missing-extension';
import { HistoryEntry } from '@/components/history-entry';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { historyQuery } from '@/features/lawyers/verification/lawyer-queries';

/** Every submission and decision about the lawyer, oldest first, read-only
 * (docs/decisions/0086-save-is-not-submit.md). Absent where the backend has no history (a 404:
 * docs/decisions/0025-missing-extension-keeps-spec-behaviour.md) and while nothing is recorded. */
export function VerificationHistory() {
  const query = useQuery(historyQuery);
  if (query.isPending || isMissingExtension(query.error)) return null;
  if (!query.isError && query.data.length === 0) return null;
  return (
    <section aria-labelledby="history-title" className="mt-8">
      <Card>
        <CardHeader>
          <h2 id="history-title" className="text-lg leading-tight font-semibold">
            Verification history
          </h2>
          <CardDescription>Every submission and decision, oldest first, in UK time.</CardDescription>
        </CardHeader>
        <CardContent>
          {query.isError ? (
            <div className="grid justify-items-start gap-2">
              <Alert className="w-full">
                Could not load your verification history. {query.error.message}
              </Alert>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                {query.isFetching ? 'Retrying...' : 'Retry loading the history'}
              </Button>
            </div>
          ) : (
            <ol aria-labelledby="history-title" className="grid gap-3">
              {query.data.map((event) => (
                <HistoryEntry key={event.id} event={event} reader="lawyer" />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
