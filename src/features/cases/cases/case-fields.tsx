import type { UseFormReturn } from 'react-hook-form';
import { URGENCIES } from '@/api/cases-contract';
import { CATEGORIES } from '@/api/contract';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { AreaSuggestion } from '@/features/cases/cases/area-suggestion';
import type { CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { IntakeQuestions } from '@/features/cases/cases/intake-questions-fields';

interface CaseFieldsProps {
  form: UseFormReturn<CaseFormValues>;
  /** a new case may leave the area of law to us ('Not sure'); a kept case has one, unless it was
   * kept without one ('Not chosen'), and then one may be chosen but none taken back */
  allowUnsure: boolean;
  /** the kept case has no area of law yet */
  notChosen?: boolean;
}

/** The fields of a case, for posting one and for changing it: the same labels, checks and
 * places for the server's messages (docs/decisions/0094-the-clients-cases-screens.md). */
export function CaseFields({ form, allowUnsure, notChosen = false }: CaseFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <Field label="Case Title" error={errors.title?.message}>
        <Input placeholder="e.g. Divorce and child arrangements" {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your Location" error={errors.location?.message}>
          <Input placeholder="City, UK" autoComplete="address-level2" {...form.register('location')} />
        </Field>
        <Field
          label="Legal Category"
          error={errors.category?.message}
          hint={
            allowUnsure
              ? 'Optional: we work it out from your description if you skip it'
              : notChosen
                ? 'Choose one to be matched with lawyers of that area'
                : undefined
          }
        >
          <Select {...form.register('category')}>
            {allowUnsure ? <option value="">Not sure</option> : null}
            {notChosen && !allowUnsure ? <option value="">Not chosen</option> : null}
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Case Description" error={errors.description?.message}>
        <Textarea
          rows={4}
          placeholder="Describe your legal issue in a few sentences"
          {...form.register('description')}
        />
      </Field>
      {allowUnsure ? <AreaSuggestion form={form} /> : null}
      <IntakeQuestions form={form} isNew={allowUnsure} />
      <Field
        label="How urgent is it?"
        error={errors.urgency?.message}
        hint="Optional: Medium unless you choose"
        className="sm:max-w-xs"
      >
        <Select {...form.register('urgency')}>
          {URGENCIES.map((urgency) => (
            <option key={urgency} value={urgency}>
              {urgency}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
