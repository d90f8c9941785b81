import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { REGULATOR_FACTS, REGULATORS } from '@/api/regulators';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { ProfileFormValues } from '@/features/lawyers/profile/profile-form-schema';

/** The regulator, then its number: the spec's 'Bar licence number' with the chosen regulator's
 * own name for it beside (docs/decisions/0087-regulator-and-licence-number.md), and the UK words
 * under it (docs/decisions/0119-smaller-things.md). The number is sent as typed; the server's
 * message shows on the field. */
const NUMBER_HINT = 'Solicitors: your SRA number. Barristers: your Bar Standards Board number.';

export function LicenceFields({
  form,
  errors,
}: {
  form: UseFormReturn<ProfileFormValues>;
  /** the form's messages, as the profile's fields read them */
  errors: FieldErrors<ProfileFormValues>;
}) {
  const regulator = useWatch({ control: form.control, name: 'regulator' });
  const numberName = REGULATOR_FACTS[regulator]?.numberName;
  return (
    <>
      <Field label="Regulator" error={errors.regulator?.message}>
        <Select {...form.register('regulator')}>
          {REGULATORS.map((code) => (
            <option key={code} value={code}>
              {REGULATOR_FACTS[code].name} ({code})
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={numberName ? `Bar licence number (${numberName})` : 'Bar licence number'}
        error={errors.license_number?.message}
        hint={NUMBER_HINT}
      >
        <Input autoComplete="off" {...form.register('license_number')} />
      </Field>
    </>
  );
}
