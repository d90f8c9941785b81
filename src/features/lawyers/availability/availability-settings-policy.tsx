import type { UseFormReturn } from 'react-hook-form';
import { FREE_UNTIL_HOURS_MAX } from '@/api/booking-contract';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type {
  SettingsBody,
  SettingsFormValues,
} from '@/features/lawyers/availability/availability-settings-schema';
import { SettingsSection } from '@/features/lawyers/availability/availability-settings-section';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

/** Until how many hours before the start a client may still cancel or move a confirmed
 * consultation; later only the lawyer can. Clients see it before they book
 * (docs/decisions/0129-cancellation-policy-and-no-shows.md). */
export function CancellationPolicy({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <SettingsSection
      title="Cancellation policy"
      description="Clients see this before they book. After it, only you can cancel or move the consultation."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Clients can cancel or reschedule until (hours before the start)"
          error={errors.freeUntilHours?.message}
          hint={`0 to ${FREE_UNTIL_HOURS_MAX} hours (a week); 0 lets them cancel until the start.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={FREE_UNTIL_HOURS_MAX}
            {...form.register('freeUntilHours')}
          />
        </Field>
      </div>
    </SettingsSection>
  );
}
