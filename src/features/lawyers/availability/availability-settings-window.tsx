import { X } from 'lucide-react';
import { useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type {
  SettingsBody,
  SettingsFormValues,
} from '@/features/lawyers/availability/availability-settings-schema';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

interface Props {
  form: Form;
  day: number;
  index: number;
  /** 'Monday', or 'Monday, hours 2' when the day has more than one */
  label: string;
  /** absent for a day's only hours: untick the day to close it */
  onRemove: (() => void) | undefined;
}

/** One stretch of hours on a day, 'From 09:00 to 17:00', each time with its message beside it. */
export function HoursWindow({ form, day, index, label, onRemove }: Props) {
  const id = useId();
  const path = `days.${day}.windows.${index}` as const;
  // its own messages: the day above draws again only when its hours change
  const errors = useFormState({ control: form.control, name: path }).errors.days?.[day]?.windows?.[index];
  const [start, end] = useWatch({ control: form.control, name: [`${path}.start`, `${path}.end`] });
  const parts = [
    { part: 'start', word: 'From', error: errors?.start?.message },
    { part: 'end', word: 'to', error: errors?.end?.message },
  ] as const;

  return (
    <div className="grid gap-1">
      {/* on a phone the two times wrap: a box keeps them together with their Remove */}
      <div className="flex items-start gap-2 rounded-md border border-slate-200 p-2 sm:items-center sm:border-0 sm:p-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {parts.map(({ part, word, error }) => (
            <span key={part} className="inline-flex items-center gap-2">
              {/* the words share a width, so that the times line up when they wrap on a phone */}
              <label htmlFor={`${id}-${part}`} className="min-w-9 text-sm text-slate-700 sm:min-w-0">
                {word}
              </label>
              {/* the input fills its box (Input is w-full): the box sets the width */}
              <span className="w-40 sm:w-36">
                <Input
                  id={`${id}-${part}`}
                  type="time"
                  // the visible word alone would not say which day
                  aria-label={`${label} ${word.toLowerCase()}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${part}-error` : undefined}
                  {...form.register(`${path}.${part}`)}
                />
              </span>
            </span>
          ))}
        </div>
        {onRemove ? (
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto sm:ml-0"
            aria-label={`Remove ${label}: ${start || '--:--'} to ${end || '--:--'}`}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {parts.map(({ part, error }) =>
        error ? (
          <p key={part} id={`${id}-${part}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null,
      )}
    </div>
  );
}
