import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { saveOwnServices } from '@/api/lawyer-services';
import type { ServicesPut } from '@/api/services-contract';
import { toast } from '@/components/ui/use-toast';
import {
  formFieldOf,
  formValuesOf,
  type ServicesFormValues,
} from '@/features/lawyers/services/services-form-schema';
import { ownServicesQuery } from '@/features/lawyers/services/services-queries';
import { useSettingsSave } from '@/features/lawyers/settings-save';

type Form = UseFormReturn<ServicesFormValues, unknown, ServicesPut>;

/**
 * Save: PUT with the whole list. Kept, the form takes the list as the server now keeps it; a 400's
 * messages go beside their fields ('services.1.pricing.toPence' is the second service's top of
 * the range), and any failure says so and keeps everything typed (docs/services-and-prices.md).
 */
export function useSaveServices(form: Form, onFieldErrors: () => void) {
  const queryClient = useQueryClient();
  return useSettingsSave({
    form,
    save: saveOwnServices,
    fieldOf: formFieldOf,
    onFieldErrors,
    onSaved: (kept) => {
      queryClient.setQueryData(ownServicesQuery.queryKey, kept);
      form.reset(formValuesOf(kept));
      toast({ title: 'Services and prices saved', description: 'Clients see them on your profile.' });
    },
  });
}
