import { memo } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { SERVICE_NAMES, SRA_SERVICES, serviceTitle } from '@/api/service-kinds';
import type { ServicesPut } from '@/api/services-contract';
import { FormPartCard } from '@/components/form-part-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { DisbursementFields, StageFields } from '@/features/lawyers/services/service-lists';
import { ServicePricing } from '@/features/lawyers/services/service-pricing';
import type { ServicesFormValues } from '@/features/lawyers/services/services-form-schema';

type Form = UseFormReturn<ServicesFormValues, unknown, ServicesPut>;

/** One service: which it is, its price, what it involves and who does it (the SRA's list of what
 * to publish, docs/services-and-prices.md). Drawn again only when its own fields or messages
 * change, not each time the form above draws: so it reads what it shows of the form's state
 * itself, through useWatch and useFormState, never through `form.formState`, and hands its
 * messages to the parts it draws (docs/decisions/0154-a-form-draws-its-fields-once.md). */
export const ServiceFieldset = memo(function ServiceFieldset({
  form,
  index,
  onRemove,
}: {
  form: Form;
  index: number;
  /** the same function from one drawing to the next */
  onRemove: (index: number) => void;
}) {
  const at = `services.${index}` as const;
  const errors = useFormState({ control: form.control, name: at }).errors.services?.[index];
  const [service, name] = useWatch({ control: form.control, name: [`${at}.service`, `${at}.name`] });
  const title = service ? serviceTitle({ service, name: name.trim() || null }) : 'New service';
  const legend = `Service ${index + 1}: ${title}`;
  return (
    // drawn once it nears the screen, like the form's other parts
    // (docs/decisions/0150-long-forms-draw-what-is-near-the-screen.md)
    <FormPartCard>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{legend}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Service" error={errors?.service?.message}>
            <Select {...form.register(`${at}.service`)}>
              <option value="">Choose a service</option>
              {SRA_SERVICES.map((kind) => (
                <option key={kind} value={kind}>
                  {SERVICE_NAMES[kind]}
                </option>
              ))}
              <option value="other">Another service (name it)</option>
            </Select>
          </Field>
          {service === 'other' ? (
            <Field
              label="Name of the service"
              error={errors?.name?.message}
              hint="Such as: Uncontested divorce."
            >
              <Input {...form.register(`${at}.name`)} />
            </Field>
          ) : null}
        </div>
        <ServicePricing form={form} index={index} errors={errors} />
        <DisbursementFields form={form} index={index} errors={errors?.disbursements} />
        <StageFields form={form} index={index} errors={errors?.stages} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Typical timescale"
            error={errors?.timescale?.message}
            hint="Such as: usually 8 to 12 weeks."
          >
            <Input {...form.register(`${at}.timescale`)} />
          </Field>
          <Field
            label="Who does the work"
            error={errors?.whoDoesTheWork?.message}
            hint="Their role and experience, and who supervises them."
          >
            <Input {...form.register(`${at}.whoDoesTheWork`)} />
          </Field>
        </div>
        <Field
          label="What the price covers"
          error={errors?.description?.message}
          hint="What is included and what is not, and any factors that change the price."
        >
          <Textarea {...form.register(`${at}.description`)} />
        </Field>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onRemove(index)}>
          <span aria-hidden="true">Remove service</span>
          <span className="sr-only">Remove {legend}</span>
        </Button>
      </fieldset>
    </FormPartCard>
  );
});
