import { useQuery } from '@tanstack/react-query';
import type { VerificationRequest } from '@/api/contract';
import { HistoryEntry } from '@/components/history-entry';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { historyQuery } from '@/features/admin/verification-queries';

/** History: every submission and decision of one request, read-only
 * (docs/decisions/0086-save-is-not-submit.md). It loads only while the dialog is open (its
 * content unmounts on close). */
export function HistoryDialog({ request }: { request: VerificationRequest }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`History of ${request.name}`}>
          History
        </Button>
      </DialogTrigger>
      <DialogContent wide>
        <DialogHeader>
          <DialogTitle>History of {request.name}</DialogTitle>
          <DialogDescription>Every submission and decision, oldest first, in UK time.</DialogDescription>
        </DialogHeader>
        <HistoryEvents id={request.id} />
      </DialogContent>
    </Dialog>
  );
}

function HistoryEvents({ id }: { id: string }) {
  const query = useQuery(historyQuery(id));
  if (query.isPending) return <Spinner label="Loading the history" className="justify-start p-2" />;
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-2">
        <Alert className="w-full">
          <p className="font-semibold">Could not load the history.</p>
          <p>{query.error.message}</p>
        </Alert>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying...' : 'Retry loading the history'}
        </Button>
      </div>
    );
  }
  if (query.data === null) {
    return <p className="text-sm text-slate-700">This server keeps no history of verification requests.</p>;
  }
  if (query.data.length === 0) return <p className="text-sm text-slate-700">Nothing is recorded yet.</p>;
  return (
    <ol aria-label="Events" className="grid gap-3">
      {query.data.map((event) => (
        <HistoryEntry key={event.id} event={event} reader="admin" />
      ))}
    </ol>
  );
}
