import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { saveOwnServices } from '@/api/lawyer-services';
import type { ServicesPut } from '@/api/services-contract';
import { toast } from '@/components/ui/use-toast';
import {
  formFieldOf,
  formValuesOf,
  type ServicesFormValues,
} from '@/features/lawyers/services/services-form-schema';
import { ownServicesQuery } from '@/features/lawyers/services/services-queries';

/** why the last save failed: the server's words, and whether its messages sit beside the fields */
export interface SaveFailure {
  onFields: boolean;
  messages: string[];
}

type Form = UseFormReturn<ServicesFormValues, unknown, ServicesPut>;

/**
 * Save: PUT with the whole list. Kept, the form takes the list as the server now keeps it; a 400's
 * messages go beside their fields ('services.1.pricing.toPence' is the second service's top of
 * the range), and any failure says so and keeps everything typed (docs/services-and-prices.md).
 */
export function useSaveServices(form: Form, onFieldErrors: () => void) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useMutation({ mutationFn: saveOwnServices });

  const submit = (body: ServicesPut) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate(body, {
      onSuccess: (kept) => {
        queryClient.setQueryData(ownServicesQuery.queryKey, kept);
        form.reset(formValuesOf(kept));
        toast({ title: 'Services and prices saved', description: 'Clients see them on your profile.' });
      },
      onError: (error) => {
        const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
        const elsewhere = isApiError(error) && error.detail ? [error.detail] : [];
        let onFields = false;
        for (const [path, messages] of Object.entries(fields)) {
          const field = formFieldOf(path);
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
