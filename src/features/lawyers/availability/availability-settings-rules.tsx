import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DURATION_MAX, DURATION_MIN, MIN_NOTICE_HOURS } from '@/api/booking-contract';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type {
  SettingsBody,
  SettingsFormValues,
} from '@/features/lawyers/availability/availability-settings-schema';
import { SettingsSection } from '@/features/lawyers/availability/availability-settings-section';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

const LENGTHS = [15, 20, 30, 45, 60, 90, 120];

/** '45 minutes', '1 hour', '1 hour 30 minutes' */
function lengthWords(total: number) {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const words = [hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '', rest ? `${rest} minutes` : ''];
  return words.filter(Boolean).join(' ');
}

/** How long a consultation lasts, the break after it, and how soon and how far ahead clients
 * may book (docs/decisions/0065-slots-on-a-london-grid.md). */
export function BookingRules({ form }: { form: Form }) {
  const { errors } = form.formState;
  const chosen = Number(useWatch({ control: form.control, name: 'durationMinutes' }));
  // a length kept from elsewhere (say 40 minutes) stays a choice
  const lengths =
    LENGTHS.includes(chosen) || !Number.isInteger(chosen)
      ? LENGTHS
      : [...LENGTHS, chosen].sort((a, b) => a - b);
  return (
    <SettingsSection
      title="Consultations"
      description="Clients can book a start time every consultation length plus break, from the start of your hours."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Consultation length"
          error={errors.durationMinutes?.message}
          hint={`From ${DURATION_MIN} minutes to ${DURATION_MAX / 60} hours.`}
        >
          <Select {...form.register('durationMinutes')}>
            {lengths.map((length) => (
              <option key={length} value={String(length)}>
                {lengthWords(length)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Break after each consultation (minutes)"
          error={errors.bufferMinutes?.message}
          hint="0 to 120 minutes; no one can book you during it."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            step={5}
            {...form.register('bufferMinutes')}
          />
        </Field>
        {/* at least two hours, so that no one books and holds a consultation minutes before its
            start (docs/decisions/0110-limits-on-writing.md): the contract refuses less */}
        <Field
          label="Minimum notice (hours)"
          error={errors.minNoticeHours?.message}
          hint={`How long before a consultation it can be booked: at least ${MIN_NOTICE_HOURS} hours, at most 336 hours (2 weeks).`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={MIN_NOTICE_HOURS}
            max={336}
            {...form.register('minNoticeHours')}
          />
        </Field>
        <Field
          label="How far ahead clients can book (days)"
          error={errors.horizonDays?.message}
          hint="1 to 365 days from today."
        >
          <Input type="number" inputMode="numeric" min={1} max={365} {...form.register('horizonDays')} />
        </Field>
      </div>
    </SettingsSection>
  );
}
