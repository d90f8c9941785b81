import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SERVICES_MAX, type LawyerServices, type ServicesPut } from '@/api/services-contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PracticeFields } from '@/features/lawyers/services/practice-fields';
import { ServiceFieldset } from '@/features/lawyers/services/service-fieldset';
import {
  formValuesOf,
  NEW_SERVICE,
  servicesFormSchema,
  type ServicesFormValues,
} from '@/features/lawyers/services/services-form-schema';
import { useSaveServices } from '@/features/lawyers/services/services-save';
import { cn } from '@/lib/cn';
import { madeOnFirstCall } from '@/lib/made-on-first-call';
import { useDrawnAfterFirst } from '@/lib/use-drawn-after-first';
import { useFocusFirstError } from '@/lib/use-focus-first-error';

// the schema is built at the form's first check, not as it draws
// (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md)
const resolver = madeOnFirstCall(() => zodResolver(servicesFormSchema));

/** The services and prices as a form: each service with its price, then the insurance and the
 * complaints procedure. Save sends them all; the list sent replaces the one kept
 * (docs/services-and-prices.md). */
export function ServicesForm({ kept }: { kept: LawyerServices }) {
  const form = useForm<ServicesFormValues, unknown, ServicesPut>({
    resolver,
    defaultValues: formValuesOf(kept),
    shouldFocusError: false,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'services' });
  const addRef = useRef<HTMLButtonElement>(null);
  // the same function from one drawing to the next: each service draws only when it changes
  const removeService = useCallback(
    (index: number) => {
      remove(index);
      addRef.current?.focus();
    },
    [remove],
  );
  const { formRef, focusFirstError } = useFocusFirstError();
  const { submit, failure, isSaving, saved } = useSaveServices(form, focusFirstError);
  const showSaved = saved && !form.formState.isDirty && !failure;
  // the first service and Save first; the other services and the insurance and complaints, off a
  // phone's first screen, a render later (docs/decisions/0157-long-forms-draw-their-first-part-first.md)
  const drawRest = useDrawnAfterFirst();
  const listError = form.formState.errors.services?.message ?? form.formState.errors.services?.root?.message;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Your services and prices"
      onSubmit={form.handleSubmit(submit, focusFirstError)}
      className="grid gap-6"
    >
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          No services yet. Add the services you offer with their prices: clients compare them before they get
          in touch.
        </p>
      ) : null}
      {fields.map((field, index) =>
        index === 0 || drawRest ? (
          <ServiceFieldset key={field.id} form={form} index={index} onRemove={removeService} />
        ) : null,
      )}
      <div className="grid justify-items-start gap-1">
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus */}
        <Button
          ref={addRef}
          variant="outline"
          aria-disabled={fields.length >= SERVICES_MAX || undefined}
          onClick={() => {
            if (fields.length < SERVICES_MAX) append(NEW_SERVICE);
          }}
        >
          <Plus aria-hidden="true" />
          Add a service
        </Button>
        <p className="text-xs text-slate-600">Up to {SERVICES_MAX} services, shown in this order.</p>
        {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
      </div>
      {drawRest ? <PracticeFields form={form} /> : null}
      {failure ? (
        <Alert>
          <p className="font-semibold">Your services and prices were not saved.</p>
          {failure.onFields ? <p>Check the messages beside the fields above.</p> : null}
          {failure.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          aria-disabled={isSaving || undefined}
          className={cn('w-full sm:w-auto', isSaving && 'cursor-wait opacity-60')}
        >
          {isSaving ? 'Saving...' : 'Save services and prices'}
        </Button>
        <p role="status" className="text-sm font-medium text-emerald-800">
          {showSaved ? 'Your services and prices are saved.' : ''}
        </p>
      </div>
    </form>
  );
}
