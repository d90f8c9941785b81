import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveAvailabilitySettings } from '@/api/leads';
import { toast } from '@/components/ui/use-toast';
import { availabilitySettingsQuery } from '@/features/lawyers/availability/availability-settings-queries';
import {
  formFieldOf,
  formValuesOf,
  windowPathsOf,
  type SettingsBody,
  type SettingsFormValues,
} from '@/features/lawyers/availability/availability-settings-schema';
import { leadKeys } from '@/features/lawyers/leads/lead-queries';
import { useSettingsSave } from '@/features/lawyers/settings-save';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

/**
 * Save: PUT with the settings. Kept, the form takes the settings as the server now keeps them; a
 * 400's messages go beside their fields ('weekly.2.start' is the third window sent), and any
 * failure says so and keeps everything typed (docs/decisions/0097-availability-settings-screen.md).
 */
export function useSaveSettings(form: Form, onFieldErrors: () => void) {
  const queryClient = useQueryClient();
  // the windows as sent, which the server's paths count
  const windowPaths = useRef<readonly string[]>([]);
  const saving = useSettingsSave({
    form,
    save: saveAvailabilitySettings,
    fieldOf: (path) => formFieldOf(path, windowPaths.current),
    onFieldErrors,
    onSaved: (settings) => {
      queryClient.setQueryData(availabilitySettingsQuery.queryKey, settings);
      queryClient.setQueryData(leadKeys.availability, { available: settings.available });
      form.reset(formValuesOf(settings));
      toast({ title: 'Booking settings saved', description: 'Clients can book the times you set.' });
    },
  });
  const submit = (body: SettingsBody) => {
    if (!saving.isSaving) windowPaths.current = windowPathsOf(form.getValues('days'));
    saving.submit(body);
  };
  return { ...saving, submit };
}
