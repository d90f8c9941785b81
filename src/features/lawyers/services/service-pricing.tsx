import { useWatch, type UseFormReturn } from 'react-hook-form';
import { priceWords, sumOf } from '@/api/price-total';
import type { ServicesPut } from '@/api/services-contract';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import {
  penceOf,
  typedPricing,
  type ServicesFormValues,
  type ServiceValues,
} from '@/features/lawyers/services/services-form-schema';

type Form = UseFormReturn<ServicesFormValues, unknown, ServicesPut>;

/** What a client would see of the price as typed so far; null while it is not a price yet. */
function clientSees(s: ServiceValues): string | null {
  const typed = typedPricing(s);
  if (!('pricing' in typed)) return null;
  const disbursements = s.disbursements.map((d) => ({ amountPence: penceOf(d.amount) }));
  // a disbursement not yet an amount counts for nothing until it is one
  return priceWords(typed.pricing, s.vat, sumOf(disbursements.filter((d) => !Number.isNaN(d.amountPence))));
}

/** How the service is charged, its amounts in pounds and VAT, and the total a client would see,
 * worked out as it is typed (src/api/price-total.ts). */
export function ServicePricing({ form, index }: { form: Form; index: number }) {
  const at = `services.${index}` as const;
  const errors = form.formState.errors.services?.[index];
  const service = useWatch({ control: form.control, name: at });
  const amount = (name: 'amount' | 'from' | 'to' | 'rate', label: string) => (
    <Field label={label} error={errors?.[name]?.message}>
      <Input inputMode="decimal" autoComplete="off" {...form.register(`${at}.${name}`)} />
    </Field>
  );
  const total = clientSees(service);
  return (
    <div className="grid gap-3">
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        <Field label="How you charge" error={errors?.pricingKind?.message}>
          <Select {...form.register(`${at}.pricingKind`)}>
            <option value="fixed">A fixed fee</option>
            <option value="range">A price range</option>
            <option value="hourly">By the hour</option>
          </Select>
        </Field>
        {service.pricingKind === 'fixed' ? amount('amount', 'Fee (£)') : null}
        {service.pricingKind === 'range' ? (
          <>
            {amount('from', 'From (£)')}
            {amount('to', 'To (£)')}
          </>
        ) : null}
        {service.pricingKind === 'hourly' ? amount('rate', 'Rate an hour (£)') : null}
        <Field label="VAT" error={errors?.vat?.message}>
          <Select {...form.register(`${at}.vat`)}>
            <option value="excluded">Plus VAT at 20%</option>
            <option value="included">VAT included</option>
            <option value="not_applicable">No VAT charged</option>
          </Select>
        </Field>
      </div>
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
        <span className="font-medium text-slate-900">What clients see: </span>
        <output>{total ?? 'the total, once the price is filled in.'}</output>
      </p>
    </div>
  );
}
