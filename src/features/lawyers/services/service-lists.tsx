import { Plus, X } from 'lucide-react';
import { useRef, type ReactNode, type Ref } from 'react';
import { useFieldArray, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { DISBURSEMENTS_MAX, STAGES_MAX, type ServicesPut } from '@/api/services-contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ServiceErrors, ServicesFormValues } from '@/features/lawyers/services/services-form-schema';

type Form = UseFormReturn<ServicesFormValues, unknown, ServicesPut>;

function ListFrame({
  title,
  hint,
  error,
  children,
}: {
  title: string;
  hint: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={title} className="grid gap-2">
      <p className="text-sm font-medium text-slate-900">{title}</p>
      <p className="text-xs text-slate-600">{hint}</p>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {children}
    </div>
  );
}

interface DisbursementListProps {
  rows: ReadonlyArray<{ id: string }>;
  register: (j: number, field: 'name' | 'amount') => UseFormRegisterReturn;
  errorOf: (j: number, field: 'name' | 'amount') => string | undefined;
  listError?: string | undefined;
  onAdd: () => void;
  onRemove: (j: number) => void;
}

/** The disbursements: what the client pays others through the lawyer, by name and amount; the
 * services form's and Respond to Case's quote's. */
export function DisbursementList({
  rows,
  register,
  errorOf,
  listError,
  onAdd,
  onRemove,
}: DisbursementListProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <ListFrame
      title="Disbursements"
      hint="Fees paid to others, such as search fees or the Land Registry fee, as the client pays them (with any VAT on them)."
      error={listError}
    >
      {rows.map((row, j) => (
        <div key={row.id} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_11rem_auto]">
          <Field
            label={`Disbursement ${j + 1}`}
            error={errorOf(j, 'name')}
            className="col-span-2 sm:col-span-1"
          >
            <Input {...register(j, 'name')} />
          </Field>
          <Field label={`Disbursement ${j + 1} amount (£)`} error={errorOf(j, 'amount')}>
            <Input inputMode="decimal" autoComplete="off" {...register(j, 'amount')} />
          </Field>
          <RemoveButton
            label={`Remove disbursement ${j + 1}`}
            onClick={() => {
              onRemove(j);
              addRef.current?.focus();
            }}
          />
        </div>
      ))}
      <AddButton ref={addRef} full={rows.length >= DISBURSEMENTS_MAX} onClick={onAdd}>
        Add a disbursement
      </AddButton>
    </ListFrame>
  );
}

/** A service's disbursements. */
export function DisbursementFields({
  form,
  index,
  errors,
}: {
  form: Form;
  index: number;
  /** the list's messages, as the service's fieldset reads them */
  errors: NonNullable<ServiceErrors>['disbursements'];
}) {
  const name = `services.${index}.disbursements` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  return (
    <DisbursementList
      rows={fields}
      register={(j, field) => form.register(`${name}.${j}.${field}`)}
      errorOf={(j, field) => errors?.[j]?.[field]?.message}
      listError={errors?.message ?? errors?.root?.message}
      onAdd={() => append({ name: '', amount: '' })}
      onRemove={remove}
    />
  );
}

/** The key stages of the work, in order. */
export function StageFields({
  form,
  index,
  errors,
}: {
  form: Form;
  index: number;
  /** the list's messages, as the service's fieldset reads them */
  errors: NonNullable<ServiceErrors>['stages'];
}) {
  const name = `services.${index}.stages` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <ListFrame
      title="Key stages"
      hint="The main steps of the work, in order."
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((field, j) => (
        <div key={field.id} className="grid grid-cols-[1fr_auto] items-end gap-2">
          <Field label={`Stage ${j + 1}`} error={errors?.[j]?.text?.message}>
            <Input {...form.register(`${name}.${j}.text`)} />
          </Field>
          <RemoveButton
            label={`Remove stage ${j + 1}`}
            onClick={() => {
              remove(j);
              addRef.current?.focus();
            }}
          />
        </div>
      ))}
      <AddButton ref={addRef} full={fields.length >= STAGES_MAX} onClick={() => append({ text: '' })}>
        Add a stage
      </AddButton>
    </ListFrame>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <X aria-hidden="true" />
    </Button>
  );
}

interface AddButtonProps {
  ref: Ref<HTMLButtonElement>;
  full: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** aria-disabled, not disabled, once the list is full: a disabled button would drop the focus */
function AddButton({ ref, full, onClick, children }: AddButtonProps) {
  return (
    <Button
      ref={ref}
      variant="outline"
      size="sm"
      className="justify-self-start"
      aria-disabled={full || undefined}
      onClick={() => {
        if (!full) onClick();
      }}
    >
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
