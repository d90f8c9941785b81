import { X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { dateSchema } from '@/api/booking-contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type {
  SettingsBody,
  SettingsFormValues,
} from '@/features/lawyers/availability/availability-settings-schema';
import { SettingsSection } from '@/features/lawyers/availability/availability-settings-section';
import { londonDate } from '@/lib/dates';
import { dateFormat } from '@/lib/intl';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

// a London calendar date, read as such whatever the device's zone: 'Friday 25 December 2026'
const longDay = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayWords = (date: string) => longDay.format(new Date(`${date}T12:00:00Z`));

function problemWith(date: string, blocked: readonly string[], today: string) {
  if (date === '') return 'Choose the date to block.';
  if (!dateSchema.safeParse(date).success) return 'Enter a real date, such as 25/12/2026.';
  if (date < today) return 'Choose today or a later date.';
  if (blocked.includes(date)) return `${dayWords(date)} is already blocked.`;
  return null;
}

/** Closed on the bank holidays where the lawyer practises unless they open on them
 * (docs/decisions/0115-bank-holidays.md). */
function BankHolidays({ form }: { form: Form }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 border-t border-slate-200 pt-4 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-blue-800"
        aria-describedby={`${id}-detail`}
        {...form.register('openOnBankHolidays')}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          Take bookings on bank holidays
        </label>
        <p id={`${id}-detail`} className="text-slate-600">
          Unless this is ticked, no one can book you on a bank holiday where you practise (England and Wales,
          Scotland and Northern Ireland each have their own).
        </p>
      </div>
    </div>
  );
}

/** Days off: no one can book a blocked date, whatever the weekly hours say. */
export function BlockedDates({ form }: { form: Form }) {
  const id = useId();
  const blocked = useWatch({ control: form.control, name: 'blockedDates' });
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? form.formState.errors.blockedDates?.message;
  const today = londonDate(new Date());

  const setBlocked = (next: string[]) => {
    form.setValue('blockedDates', next, { shouldDirty: true });
    form.clearErrors('blockedDates');
  };
  const add = () => {
    const found = problemWith(typed, blocked, today);
    setProblem(found);
    if (found) return;
    setBlocked([...blocked, typed].sort());
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here blocks the date rather than saving the whole form
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <SettingsSection
      title="Days off"
      description="Block a date, such as a holiday: no one can book you on it."
    >
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-800">
          Date to block
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            ref={inputRef}
            id={`${id}-date`}
            type="date"
            min={today}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="max-w-48"
          />
          <Button variant="outline" onClick={add}>
            Block date
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {blocked.length === 0 ? (
        <p className="text-sm text-slate-700">No dates blocked.</p>
      ) : (
        <ul aria-label="Blocked dates" className="grid gap-2">
          {blocked.map((date) => (
            <li
              key={date}
              className="flex items-center justify-between gap-3 rounded-md border border-slate-200 py-1 pr-1 pl-3 text-sm text-slate-900"
            >
              <span>{dayWords(date)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Unblock ${dayWords(date)}`}
                onClick={() => {
                  setBlocked(blocked.filter((d) => d !== date));
                  inputRef.current?.focus();
                }}
              >
                <X aria-hidden="true" />
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
      <BankHolidays form={form} />
    </SettingsSection>
  );
}
