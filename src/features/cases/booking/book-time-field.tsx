import { SlotPicker } from '@/components/booking/slot-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { useLawyerSlots } from '@/features/cases/booking/book-slots';
import { formatWeekdayDateTime } from '@/lib/dates';

/** What a 409 answered: the time was taken meanwhile, and the next free ones. */
export interface TakenAnswer {
  detail: string;
  nextSlots: string[];
}

interface BookTimeFieldProps {
  lawyerName: string;
  slots: ReturnType<typeof useLawyerSlots>;
  value: string;
  onChange: (startsAt: string) => void;
  /** the field's message: none chosen, or the server's refusal of the time */
  error: string | undefined;
  /** after a 409: the server's words, and its next free times as the choices */
  taken: TakenAnswer | null;
  onShowAll: () => void;
}

/** Before the first free times arrive: loading, or why they could not be, with Retry. */
export function SlotsPending({ query }: { query: ReturnType<typeof useLawyerSlots>['query'] }) {
  if (!query.isError) return <Spinner label="Loading free times" className="justify-center p-4" />;
  return (
    <div className="grid justify-items-start gap-3">
      <Alert>The free times could not be loaded. {query.error.message}</Alert>
      <Button
        type="button"
        variant="outline"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        Retry
      </Button>
    </div>
  );
}

/**
 * The day and start time, from the lawyer's free times. After a 409 the choices are the next
 * free times the server offered, with a way back to all of them (which are fetched again), so
 * nothing else in the form has to change (docs/decisions/0098-book-consultation-dialog.md).
 */
export function BookTimeField({
  lawyerName,
  slots,
  value,
  onChange,
  error,
  taken,
  onShowAll,
}: BookTimeFieldProps) {
  const { query, data } = slots;
  if (!data) return <SlotsPending query={query} />;
  const offered = taken && taken.nextSlots.length > 0 ? taken.nextSlots : null;
  const choices = offered ?? data.slots;
  return (
    <div className="grid gap-3">
      {taken ? (
        <Alert>
          {taken.detail}
          {offered ? ' The next free times are below.' : null}
        </Alert>
      ) : null}
      {choices.length === 0 && !query.isFetching ? (
        <p className="text-sm text-slate-700">
          {lawyerName} has no free times for this type of consultation at the moment. Please look again later.
        </p>
      ) : choices.length === 0 ? (
        <Spinner label="Loading free times" className="justify-center p-4" />
      ) : (
        <SlotPicker
          slots={choices}
          value={value || null}
          onChange={(slot) => onChange(slot ?? '')}
          error={error}
        />
      )}
      {/* the time picked, said back in full, and announced as it changes */}
      <p aria-live="polite" className="text-sm font-medium text-slate-900">
        {value ? `You chose ${formatWeekdayDateTime(value)}` : null}
      </p>
      {offered ? (
        <Button type="button" variant="link" className="justify-self-start px-0" onClick={onShowAll}>
          Show all free times
        </Button>
      ) : null}
    </div>
  );
}
