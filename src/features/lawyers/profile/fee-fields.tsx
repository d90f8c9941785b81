import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ProfileFormValues } from '@/features/lawyers/profile/profile-form-schema';

/** The lawyer's own fees, in pounds as typed; blank is none, and clients then read 'Fee on
 * request' (docs/decisions/0086-save-is-not-submit.md). The server judges the amount. */
export function FeeFields({
  form,
  errors,
}: {
  form: UseFormReturn<ProfileFormValues>;
  /** the form's messages, as the profile's fields read them */
  errors: FieldErrors<ProfileFormValues>;
}) {
  return (
    <>
      <Field
        label="Hourly rate (£)"
        error={errors.hourly_rate?.message}
        hint="Leave blank to show clients 'Fee on request'."
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 150"
          {...form.register('hourly_rate')}
        />
      </Field>
      <Field
        label="Fixed first consultation fee (£)"
        error={errors.first_consultation_fee?.message}
        hint="Optional: a fixed price for the first meeting."
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 75"
          {...form.register('first_consultation_fee')}
        />
      </Field>
    </>
  );
}
