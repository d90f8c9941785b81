import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import type { CaseResponse, ResponseCreate } from '@/api/cases-contract';
import type { Category } from '@/api/contract';
import { respondToLead } from '@/api/leads';
import { serviceOfArea } from '@/api/service-areas';
import { serviceTitle } from '@/api/service-kinds';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import {
  characterCount,
  prefilledFrom,
  respondFieldOf,
  respondFormSchema,
  type RespondFormValues,
} from '@/features/lawyers/leads/respond-form-schema';
import { QuoteFields } from '@/features/lawyers/leads/respond-quote-fields';
import { ownServicesQuery } from '@/features/lawyers/services/services-queries';
import { productWords } from '@/lib/field-words';

interface Props {
  caseId: string;
  /** the case's area: the lawyer's service of it fills the quote in */
  category?: Category | null | undefined;
  onSent: (response: CaseResponse) => void;
}

/** Respond to Case's form. Loaded when the dialog first opens, so the dashboard stays light
 * (docs/decisions/0095-the-lawyers-leads-screens.md). The quote starts from the lawyer's published
 * service of the case's area, when there is one; without services (a 404, or a failed read) it
 * starts empty (docs/services-and-prices.md). A failure keeps what was typed. */
export function RespondForm({ caseId, category, onSent }: Props) {
  const services = useQuery({ ...ownServicesQuery, retry: false });
  if (services.isPending) return <Spinner label="Loading your services" />;
  const service = serviceOfArea(services.data?.services ?? [], category ?? null);
  return (
    <ResponseForm
      caseId={caseId}
      onSent={onSent}
      start={prefilledFrom(service)}
      startedFrom={service ? serviceTitle(service) : null}
    />
  );
}

interface FormProps {
  caseId: string;
  onSent: (response: CaseResponse) => void;
  start: RespondFormValues;
  startedFrom: string | null;
}

function ResponseForm({ caseId, onSent, start, startedFrom }: FormProps) {
  const form = useForm<RespondFormValues, unknown, ResponseCreate>({
    resolver: zodResolver(respondFormSchema),
    defaultValues: start,
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (body: ResponseCreate) => respondToLead(caseId, body) });

  const onSubmit = (body: ResponseCreate) => {
    setFailure(null);
    send.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        // Django REST's {"message": [...], "quote.pricing.toPence": [...]}: each beside its field
        let onFields = false;
        if (isApiError(error))
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            const field = respondFieldOf(path);
            if (!field || messages.length === 0) continue;
            form.setError(field, { type: 'server', message: messages.join(' ') });
            onFields = true;
          }
        setFailure(onFields ? 'Check the fields marked below.' : error.message);
      },
    });
  };

  return (
    <form noValidate aria-label="Your response" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {failure ? (
        <Alert>
          <p className="font-semibold">Your response was not sent.</p>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <Field
        label="Message to the client"
        // the contract's rules, in the product's words (docs/decisions/0119-smaller-things.md)
        error={errors.message?.message && productWords('message', errors.message.message)}
        hint={characterCount(message)}
      >
        <Textarea
          rows={6}
          placeholder="How you can help, what you would need from the client, and your next steps"
          {...form.register('message')}
        />
      </Field>
      <QuoteFields form={form} startedFrom={startedFrom} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={send.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Response'}
        </Button>
      </div>
    </form>
  );
}
