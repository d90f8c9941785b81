import { useId, useState } from 'react';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatDayLabel, formatZonedTime, londonDate } from '@/lib/dates';

interface SlotPickerProps {
  /** free start times, UTC ISO instants, in order */
  slots: readonly string[];
  /** the chosen start, or null */
  value: string | null;
  onChange: (value: string | null) => void;
  /** the message beside the times, such as a server's refusal */
  error?: string | undefined;
}

/** The slots by London date, in order. */
function byDay(slots: readonly string[]): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = londonDate(slot);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/**
 * A day, then a free start time on it, in London time with its zone (GMT or BST) whatever the
 * browser's zone: the lawyer's hours are London hours (docs/decisions/0065-slots-on-a-london-grid.md).
 * The times are radio buttons, so the arrow keys move between them.
 */
export function SlotPicker({ slots, value, onChange, error }: SlotPickerProps) {
  const id = useId();
  const days = byDay(slots);
  const dayKeys = [...days.keys()];
  const [picked, setPicked] = useState<string | null>(null);
  // the chosen time's day, else the day picked, else the first with a free time
  const day =
    (value && days.has(londonDate(value)) ? londonDate(value) : null) ??
    (picked && days.has(picked) ? picked : dayKeys[0]);
  const times = day ? (days.get(day) ?? []) : [];
  const errorId = error ? `${id}-error` : undefined;

  if (dayKeys.length === 0) {
    return (
      <p className="text-sm text-slate-700" id={errorId}>
        {error ?? 'No free times in this period.'}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-day`} className="text-sm font-medium text-slate-900">
          Day
        </label>
        <Select
          id={`${id}-day`}
          value={day}
          onChange={(event) => {
            setPicked(event.target.value);
            onChange(null);
          }}
        >
          {dayKeys.map((d) => {
            const count = days.get(d)?.length ?? 0;
            return (
              <option key={d} value={d}>
                {formatDayLabel(d)} ({count} {count === 1 ? 'time' : 'times'})
              </option>
            );
          })}
        </Select>
      </div>
      <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-900">Start time (London time)</legend>
        <div className="flex flex-wrap gap-2">
          {times.map((slot) => (
            <label
              key={slot}
              className={cn(
                'cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-900',
                'has-[:checked]:border-blue-800 has-[:checked]:bg-blue-800 has-[:checked]:text-white',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 has-[:focus-visible]:ring-offset-2',
              )}
            >
              <input
                type="radio"
                name={`${id}-time`}
                value={slot}
                checked={value === slot}
                onChange={() => onChange(slot)}
                className="sr-only"
              />
              {formatZonedTime(slot)}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
