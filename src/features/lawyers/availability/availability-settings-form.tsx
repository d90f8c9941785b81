import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AvailabilitySettings } from '@/api/leads';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BlockedDates } from '@/features/lawyers/availability/availability-settings-blocked';
import { CancellationPolicy } from '@/features/lawyers/availability/availability-settings-policy';
import { BookingRules } from '@/features/lawyers/availability/availability-settings-rules';
import { useSaveSettings } from '@/features/lawyers/availability/availability-settings-save';
import {
  formValuesOf,
  settingsFormSchema,
  type SettingsBody,
  type SettingsFormValues,
} from '@/features/lawyers/availability/availability-settings-schema';
import { ConsultationTypes } from '@/features/lawyers/availability/availability-settings-types';
import { WeeklyHours } from '@/features/lawyers/availability/availability-settings-week';
import { cn } from '@/lib/cn';
import { madeOnFirstCall } from '@/lib/made-on-first-call';
import { useDrawnAfterFirst } from '@/lib/use-drawn-after-first';
import { useFocusFirstError } from '@/lib/use-focus-first-error';

// the schema is built at the form's first check, not as it draws
// (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md)
const resolver = madeOnFirstCall(() => zodResolver(settingsFormSchema));

/** The booking settings as a form: weekly hours, the rules of booking, the types offered and the
 * dates off. Save sends them all but the switch (docs/decisions/0097-availability-settings-screen.md). */
export function AvailabilitySettingsForm({ settings }: { settings: AvailabilitySettings }) {
  const form = useForm<SettingsFormValues, unknown, SettingsBody>({
    resolver,
    defaultValues: formValuesOf(settings),
    // the first field in error on the page, not in the order the fields were registered
    shouldFocusError: false,
  });
  const { formRef, focusFirstError } = useFocusFirstError();
  const { submit, failure, isSaving, saved } = useSaveSettings(form, focusFirstError);
  const showSaved = saved && !form.formState.isDirty && !failure;
  // the weekly hours and Save first; the parts below them, off a phone's first screen, a render
  // later (docs/decisions/0157-long-forms-draw-their-first-part-first.md)
  const drawRest = useDrawnAfterFirst();

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Your booking settings"
      onSubmit={form.handleSubmit(submit, focusFirstError)}
      className="grid gap-6"
    >
      <WeeklyHours form={form} />
      {drawRest ? (
        <>
          <BookingRules form={form} />
          {settings.cancellationPolicy ? <CancellationPolicy form={form} /> : null}
          <ConsultationTypes form={form} />
          <BlockedDates form={form} />
        </>
      ) : null}
      {failure ? (
        <Alert>
          <p className="font-semibold">Your settings were not saved.</p>
          {failure.onFields ? <p>Check the messages beside the settings above.</p> : null}
          {failure.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus */}
        <Button
          type="submit"
          aria-disabled={isSaving || undefined}
          className={cn('w-full sm:w-auto', isSaving && 'cursor-wait opacity-60')}
        >
          {isSaving ? 'Saving...' : 'Save settings'}
        </Button>
        <p role="status" className="text-sm font-medium text-emerald-800">
          {showSaved ? 'Your booking settings are saved.' : ''}
        </p>
      </div>
    </form>
  );
}
