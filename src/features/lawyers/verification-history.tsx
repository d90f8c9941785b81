import { useQuery } from '@tanstack/react-query';
import type { VerificationEvent } from '@/api/contract';
import { isApiError } from '@/api/api-error';
import { FactEntry, type Fact } from '@/components/fact-entry';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { actionWords, CHANGE_WORDS } from '@/features/lawyers/history-words';
import { changesWords, noteLabel, whoWords } from '@/lib/history-words';
import { formatDateTime } from '@/lib/dates';
import { historyQuery } from '@/features/lawyers/lawyer-queries';

/** Every submission and decision about the lawyer, oldest first, read-only
 * (docs/decisions/0086-save-is-not-submit.md). Absent where the backend has no history (a 404:
 * docs/decisions/0025-missing-extension-keeps-spec-behaviour.md) and while nothing is recorded. */
export function VerificationHistory() {
  const query = useQuery(historyQuery);
  if (query.isPending || (isApiError(query.error) && query.error.isNotFound)) return null;
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
                <HistoryEntry key={event.id} event={event} />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function HistoryEntry({ event }: { event: VerificationEvent }) {
  const facts: Fact[] = [
    [
      'When',
      <time key="at" dateTime={event.at}>
        {formatDateTime(event.at)}
      </time>,
    ],
    ['By', whoWords(event)],
  ];
  if (event.note) facts.push([noteLabel(event), event.note]);
  if (event.changes.length > 0) facts.push(['Changed', changesWords(event, CHANGE_WORDS)]);
  return <FactEntry title={actionWords(event)} facts={facts} />;
}
