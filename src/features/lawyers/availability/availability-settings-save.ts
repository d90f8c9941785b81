import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
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

/** why the last save failed: the server's words, and whether its messages sit beside the fields */
export interface SaveFailure {
  onFields: boolean;
  messages: string[];
}

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsBody>;

/**
 * Save: PUT with the settings. Kept, the form takes the settings as the server now keeps them; a
 * 400's messages go beside their fields ('weekly.2.start' is the third window sent), and any
 * failure says so and keeps everything typed (docs/decisions/0097-availability-settings-screen.md).
 */
export function useSaveSettings(form: Form, onFieldErrors: () => void) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useMutation({ mutationFn: saveAvailabilitySettings });

  const submit = (body: SettingsBody) => {
    if (save.isPending) return;
    setFailure(null);
    const windowPaths = windowPathsOf(form.getValues('days'));
    save.mutate(body, {
      onSuccess: (settings) => {
        queryClient.setQueryData(availabilitySettingsQuery.queryKey, settings);
        queryClient.setQueryData(leadKeys.availability, { available: settings.available });
        form.reset(formValuesOf(settings));
        toast({ title: 'Booking settings saved', description: 'Clients can book the times you set.' });
      },
      onError: (error) => {
        const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
        const elsewhere = isApiError(error) && error.detail ? [error.detail] : [];
        let onFields = false;
        for (const [path, messages] of Object.entries(fields)) {
          const field = formFieldOf(path, windowPaths);
          if (field) form.setError(field, { type: 'server', message: messages.join(' ') });
          else elsewhere.push(...messages);
          onFields ||= field !== null;
        }
        setFailure({ onFields, messages: onFields ? elsewhere : [error.message] });
        if (onFields) onFieldErrors();
      },
    });
  };
  return { submit, failure, isSaving: save.isPending, saved: save.isSuccess };
}
