import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { AmountField } from '@/features/lawyers/services/typed-price';

export type PriceField = AmountField | 'pricingKind' | 'vat';

interface Props {
  /** how it is charged, as chosen now; 'none' where no price may be quoted */
  kind: string;
  register: (field: PriceField) => UseFormRegisterReturn;
  errors: Partial<Record<PriceField, string | undefined>>;
  /** the total a client would see, as typed so far (src/api/price-total.ts) */
  total: string | null;
  /** the words of the choice of no price, where there is one ('No price quoted') */
  noPrice?: string;
  /** the grid of the fields: four abreast on a page, two in a dialog */
  columns?: string;
}

/** How a price is charged, its amounts in pounds and VAT, and beneath them the total a client
 * would see, worked out as it is typed: the services form's and Respond to Case's
 * (docs/services-and-prices.md). */
export function PriceFields({
  kind,
  register,
  errors,
  total,
  noPrice,
  columns = 'sm:grid-cols-2 md:grid-cols-4',
}: Props) {
  const amount = (name: AmountField, label: string) => (
    <Field label={label} error={errors[name]}>
      <Input inputMode="decimal" autoComplete="off" {...register(name)} />
    </Field>
  );
  return (
    <div className="grid gap-3">
      <div className={`grid gap-4 ${columns}`}>
        <Field label="How you charge" error={errors.pricingKind}>
          <Select {...register('pricingKind')}>
            {noPrice ? <option value="none">{noPrice}</option> : null}
            <option value="fixed">A fixed fee</option>
            <option value="range">A price range</option>
            <option value="hourly">By the hour</option>
          </Select>
        </Field>
        {kind === 'fixed' ? amount('amount', 'Fee (£)') : null}
        {kind === 'range' ? (
          <>
            {amount('from', 'From (£)')}
            {amount('to', 'To (£)')}
          </>
        ) : null}
        {kind === 'hourly' ? amount('rate', 'Rate an hour (£)') : null}
        {kind === 'none' ? null : (
          <Field label="VAT" error={errors.vat}>
            <Select {...register('vat')}>
              <option value="excluded">Plus VAT at 20%</option>
              <option value="included">VAT included</option>
              <option value="not_applicable">No VAT charged</option>
            </Select>
          </Field>
        )}
      </div>
      {kind === 'none' ? null : (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <span className="font-medium text-slate-900">What clients see: </span>
          <output>{total ?? 'the total, once the price is filled in.'}</output>
        </p>
      )}
    </div>
  );
}
