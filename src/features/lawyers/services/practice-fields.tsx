import type { UseFormReturn } from 'react-hook-form';
import type { ServicesPut } from '@/api/services-contract';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { SettingsSection } from '@/features/lawyers/availability/availability-settings-section';
import type { ServicesFormValues } from '@/features/lawyers/services/services-form-schema';

type Form = UseFormReturn<ServicesFormValues, unknown, ServicesPut>;

/** The firm's indemnity insurance and complaints procedure, shown on the profile beside the Legal
 * Ombudsman's details (docs/services-and-prices.md). */
export function PracticeFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <SettingsSection
      title="Insurance and complaints"
      description="Clients see these on your profile. The Legal Ombudsman's details are always shown beside your complaints procedure."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Indemnity insurer" error={errors.insurer?.message}>
          <Input autoComplete="off" {...form.register('insurer')} />
        </Field>
        <Field
          label="Cover (£)"
          error={errors.cover?.message}
          hint="The amount insured for any one claim, such as 3000000."
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('cover')} />
        </Field>
      </div>
      <Field
        label="Complaints procedure"
        error={errors.complaints?.message}
        hint="A link to your firm's procedure (starting https://), or the procedure in a few sentences."
      >
        <Textarea {...form.register('complaints')} />
      </Field>
    </SettingsSection>
  );
}
