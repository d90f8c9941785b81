import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ResponseCreate } from '@/api/cases-contract';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { RespondFormValues } from '@/features/lawyers/leads/respond-form-schema';
import { PriceFields } from '@/features/lawyers/services/price-fields';
import { DisbursementList } from '@/features/lawyers/services/service-lists';
import { clientSees } from '@/features/lawyers/services/typed-price';

type Form = UseFormReturn<RespondFormValues, unknown, ResponseCreate>;

/** The quote of a response: the price as a published service's is typed (the same fields and
 * total, src/features/lawyers/services/), what it includes and the timescale
 * (docs/services-and-prices.md). */
export function QuoteFields({ form, startedFrom }: { form: Form; startedFrom: string | null }) {
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as RespondFormValues;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'disbursements' });
  const kind = values.pricingKind;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Your quote (optional)</legend>
      <p className="text-sm text-slate-700">
        {startedFrom
          ? `Filled in from your service "${startedFrom}": change anything for this case.`
          : 'What the work would cost in all, so the client can compare.'}
      </p>
      <PriceFields
        kind={kind}
        noPrice="No price quoted"
        columns="sm:grid-cols-2"
        register={(field) => form.register(field)}
        errors={{
          pricingKind: errors.pricingKind?.message,
          amount: errors.amount?.message,
          from: errors.from?.message,
          to: errors.to?.message,
          rate: errors.rate?.message,
          vat: errors.vat?.message,
        }}
        total={kind === 'none' ? null : clientSees({ ...values, pricingKind: kind })}
      />
      <DisbursementList
        rows={fields}
        register={(j, field) => form.register(`disbursements.${j}.${field}`)}
        errorOf={(j, field) => errors.disbursements?.[j]?.[field]?.message}
        listError={errors.disbursements?.message ?? errors.disbursements?.root?.message}
        onAdd={() => append({ name: '', amount: '' })}
        onRemove={remove}
      />
      <Field label="What the price includes" error={errors.includes?.message}>
        <Textarea rows={3} {...form.register('includes')} />
      </Field>
      <Field label="Timescale" error={errors.timescale?.message} hint="Such as 'Usually 6 to 10 weeks'.">
        <Input autoComplete="off" {...form.register('timescale')} />
      </Field>
    </fieldset>
  );
}
