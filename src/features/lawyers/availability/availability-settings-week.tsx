import { Plus } from 'lucide-react';
import { memo, useRef } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { HoursWindow } from '@/features/lawyers/availability/availability-settings-window';
import {
  WEEKDAYS,
  type SettingsBody,
  type SettingsFormValues,
  type WindowValues,
} from '@/features/lawyers/availability/availability-settings-schema';
import { SettingsSection } from '@/features/lawyers/availability/availability-settings-section';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

/** Weekly hours, Monday first, in London wall time: a booking's times are laid on them in
 * Europe/London whatever the zone of the lawyer's device (docs/decisions/0065-slots-on-a-london-grid.md). */
export function WeeklyHours({ form }: { form: Form }) {
  const weekError = form.formState.errors.days?.message ?? form.formState.errors.days?.root?.message;
  return (
    <SettingsSection
      title="Weekly hours"
      description={
        <>
          <p>Tick the days you take consultations and the hours clients can book on them.</p>
          <p className="mt-1 font-medium text-slate-800">
            All times are UK time (Europe/London: GMT in winter, BST in summer), whatever the time zone of
            your device. An end time of 00:00 means midnight.
          </p>
        </>
      }
    >
      {weekError ? <p className="text-sm font-medium text-red-700">{weekError}</p> : null}
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {WEEKDAYS.map((day, index) => (
          <DayHours key={day} form={form} index={index} />
        ))}
      </ul>
    </SettingsSection>
  );
}

const OPENING: WindowValues = { start: '09:00', end: '17:00' };
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) =>
  `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** More hours on a day: the hour after its last hours, or the usual day when it has none. */
function nextWindow(last: WindowValues | undefined): WindowValues {
  if (!last || !/^\d\d:\d\d$/.test(last.end) || last.end === '00:00') return OPENING;
  const start = minutes(last.end);
  return { start: last.end, end: clock(Math.min(start + 60, 24 * 60)) };
}

// memo: the form draws again as it mounts (react-hook-form marks itself ready) and whenever its
// state changes; a day draws only when its own fields change. So what it and its hours show of
// the form's state they read themselves, through useWatch and useFormState, never `form.formState`
// (docs/decisions/0154-a-form-draws-its-fields-once.md)
const DayHours = memo(function DayHours({ form, index }: { form: Form; index: number }) {
  const day = WEEKDAYS[index] ?? '';
  const name = `days.${index}.windows` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const open = useWatch({ control: form.control, name: `days.${index}.open` });
  const addRef = useRef<HTMLButtonElement>(null);
  const openField = form.register(`days.${index}.open`);

  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[9rem_1fr_auto] sm:items-start sm:gap-4">
      <label className="flex h-10 items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-blue-800"
          {...openField}
          onChange={(event) => {
            void openField.onChange(event);
            // a day opened for the first time starts with the usual hours
            if (event.target.checked && fields.length === 0) append(OPENING, { shouldFocus: false });
          }}
        />
        {day}
      </label>
      {open ? (
        <>
          <div role="group" aria-label={`${day} hours`} className="grid justify-items-start gap-3">
            {fields.map((field, i) => (
              <HoursWindow
                key={field.id}
                form={form}
                day={index}
                index={i}
                label={fields.length > 1 ? `${day}, hours ${i + 1}` : day}
                onRemove={
                  fields.length > 1
                    ? () => {
                        remove(i);
                        addRef.current?.focus();
                      }
                    : undefined
                }
              />
            ))}
          </div>
          <Button
            ref={addRef}
            variant="outline"
            size="sm"
            className="justify-self-start sm:mt-0.5"
            onClick={() => append(nextWindow(form.getValues(name).at(-1)))}
          >
            <Plus aria-hidden="true" />
            Add hours <span className="sr-only">on {day}</span>
          </Button>
        </>
      ) : (
        <p className="flex items-center text-sm text-slate-600 sm:col-span-2 sm:h-10">
          Closed: no consultations
        </p>
      )}
    </li>
  );
});
