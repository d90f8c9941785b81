import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CONSULTATION_TYPES, type ConsultationType } from '@/api/booking-contract';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type {
  SettingsBody,
  SettingsFormValues,
} from '@/features/lawyers/availability/availability-settings-schema';
import { SettingsSection } from '@/features/lawyers/availability/availability-settings-section';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

const TYPES: Record<ConsultationType, { label: string; detail: string }> = {
  video: { label: 'Video', detail: 'On your own meeting link.' },
  phone: { label: 'Phone', detail: 'You call the client on the number they give.' },
  in_person: { label: 'In person', detail: 'At your office.' },
};

/** The kinds of consultation offered; video needs the meeting link and in person the office
 * address, asked for as soon as their kind is ticked. */
export function ConsultationTypes({ form }: { form: Form }) {
  const id = useId();
  const { errors } = form.formState;
  const types = useWatch({ control: form.control, name: 'types' });
  const typesError = errors.types?.message ?? errors.types?.root?.message;
  const errorId = `${id}-types-error`;
  return (
    <SettingsSection
      title="Types of consultation"
      description="Tick each kind of consultation clients can book."
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">Types of consultation offered</legend>
        {CONSULTATION_TYPES.map((type) => (
          <div key={type} className="flex items-start gap-3 text-sm">
            <input
              id={`${id}-${type}`}
              type="checkbox"
              value={type}
              className="mt-0.5 size-5 shrink-0 accent-blue-800"
              aria-invalid={typesError ? true : undefined}
              aria-describedby={[`${id}-${type}-detail`, typesError ? errorId : ''].join(' ').trim()}
              {...form.register('types')}
            />
            <div>
              <label htmlFor={`${id}-${type}`} className="font-medium text-slate-900">
                {TYPES[type].label}
              </label>
              <p id={`${id}-${type}-detail`} className="text-slate-600">
                {TYPES[type].detail}
              </p>
            </div>
          </div>
        ))}
        {typesError ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {typesError}
          </p>
        ) : null}
      </fieldset>
      {types.includes('video') ? (
        <Field
          label="Meeting link for video consultations"
          error={errors.meetingUrl?.message}
          hint="An https link, such as https://meet.example.com/your-room. Clients see it once you confirm."
        >
          <Input type="url" inputMode="url" autoComplete="url" {...form.register('meetingUrl')} />
        </Field>
      ) : null}
      {types.includes('in_person') ? (
        <Field
          label="Office address for in-person consultations"
          error={errors.officeAddress?.message}
          hint="Clients see it once you confirm."
        >
          <Textarea rows={3} autoComplete="street-address" {...form.register('officeAddress')} />
        </Field>
      ) : null}
    </SettingsSection>
  );
}
