import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface Props {
  error: Error;
  retry: () => void;
  retrying: boolean;
}

/** The list could not load: what went wrong, and a way to try again
 * (docs/decisions/0028-failures-are-told-and-lose-nothing.md). */
export function LoadFailure({ error, retry, retrying }: Props) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert className="w-full">
        <p className="font-semibold">Could not load the verification requests.</p>
        <p>{error.message}</p>
      </Alert>
      <Button variant="outline" onClick={retry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
