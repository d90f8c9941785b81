import { memo } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { CATEGORIES, EXPERIENCE_MAX } from '@/api/contract';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { FeeFields } from '@/features/lawyers/profile/fee-fields';
import { LicenceFields } from '@/features/lawyers/profile/licence-fields';
import type { ProfileFormValues } from '@/features/lawyers/profile/profile-form-schema';

/** The profile's fields, drawn again only when their messages change, not each time the form
 * above draws (as it mounts, and on each letter of the facts it watches). So they read what they
 * show of the form's state themselves, the messages through useFormState (handed to the licence
 * and the fees) and the regulator through useWatch, never through `form.formState`
 * (docs/decisions/0154-a-form-draws-its-fields-once.md). */
export const ProfileDetailsFields = memo(function ProfileDetailsFields({
  form,
}: {
  form: UseFormReturn<ProfileFormValues>;
}) {
  const { errors } = useFormState({ control: form.control });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Professional details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Full name"
          error={errors.full_name?.message}
          hint="As your regulator's register shows it"
        >
          <Input autoComplete="name" {...form.register('full_name')} />
        </Field>
        <Field label="Specialization" error={errors.specialization?.message}>
          <Select {...form.register('specialization')}>
            <option value="">Select your specialization</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="City" error={errors.location?.message}>
          <Input placeholder="e.g. Manchester" autoComplete="address-level2" {...form.register('location')} />
        </Field>
        <Field
          label="Years of experience"
          error={errors.experience_years?.message}
          hint={`A whole number from 0 to ${EXPERIENCE_MAX}`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={EXPERIENCE_MAX}
            step={1}
            {...form.register('experience_years')}
          />
        </Field>
        <LicenceFields form={form} errors={errors} />
        <FeeFields form={form} errors={errors} />
      </div>
      <Field label="Qualifications and education" error={errors.education?.message}>
        <Textarea
          rows={3}
          placeholder="e.g. LLB (Hons), University of Leeds; LPC"
          {...form.register('education')}
        />
      </Field>
      <Field label="Bio" error={errors.bio?.message}>
        <Textarea
          rows={4}
          placeholder="Tell clients about your practice and experience"
          {...form.register('bio')}
        />
      </Field>
    </fieldset>
  );
});
