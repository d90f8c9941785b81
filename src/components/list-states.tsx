import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A dashboard list while it loads: said to screen readers, two placeholders on screen. */
export function ListLoading({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul className="grid gap-4" aria-hidden="true">
        {[0, 1].map((i) => (
          <li key={i} className="h-32 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none" />
        ))}
      </ul>
    </>
  );
}

/** What it reads of the query that failed (a list, or a list loaded page by page). */
interface FailedQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A list or a page's content that could not load: what and why, and Try again. */
export function LoadFailure({ query, title }: { query: FailedQuery; title: string }) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert className="w-full">
        <p className="font-semibold">{title}</p>
        <p>{query.error?.message}</p>
      </Alert>
      <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
