import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ServicesPut } from '@/api/services-contract';
import { PriceFields } from '@/features/lawyers/services/price-fields';
import type { ServiceErrors, ServicesFormValues } from '@/features/lawyers/services/services-form-schema';
import { clientSees } from '@/features/lawyers/services/typed-price';

type Form = UseFormReturn<ServicesFormValues, unknown, ServicesPut>;

/** How the service is charged, its amounts in pounds and VAT, and the total a client would see,
 * worked out as it is typed (src/api/price-total.ts). */
export function ServicePricing({
  form,
  index,
  errors,
}: {
  form: Form;
  index: number;
  /** the service's messages, as its fieldset reads them */
  errors: ServiceErrors | undefined;
}) {
  const at = `services.${index}` as const;
  const service = useWatch({ control: form.control, name: at });
  return (
    <PriceFields
      kind={service.pricingKind}
      register={(field) => form.register(`${at}.${field}`)}
      errors={{
        pricingKind: errors?.pricingKind?.message,
        amount: errors?.amount?.message,
        from: errors?.from?.message,
        to: errors?.to?.message,
        rate: errors?.rate?.message,
        vat: errors?.vat?.message,
      }}
      total={clientSees(service)}
    />
  );
}
