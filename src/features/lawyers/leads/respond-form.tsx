import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import type { CaseResponse, ResponseCreate } from '@/api/cases-contract';
import { respondToLead } from '@/api/leads';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import {
  characterCount,
  EMPTY_RESPONSE,
  respondFormSchema,
  type RespondFormValues,
} from '@/features/lawyers/leads/respond-form-schema';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { productWords } from '@/lib/field-words';

const FEE_LABELS = { none: 'No fee quoted', fixed: 'Fixed fee', hourly: 'Hourly rate' } as const;
const AMOUNT_HINTS = { fixed: 'The whole fee, in pounds.', hourly: 'Per hour, in pounds.' } as const;
// where the server's field messages go (Django REST: {"message": [...], "fee": [...]})
const SERVER_FIELDS = { message: 'message', fee: 'amount' } as const;

interface Props {
  caseId: string;
  onSent: (response: CaseResponse) => void;
}

/** Respond to Case's form. Loaded when the dialog first opens, so the dashboard stays light
 * (docs/decisions/0095-the-lawyers-leads-screens.md). A failure keeps what was typed. */
export function RespondForm({ caseId, onSent }: Props) {
  const form = useForm<RespondFormValues, unknown, ResponseCreate>({
    resolver: zodResolver(respondFormSchema),
    defaultValues: EMPTY_RESPONSE,
  });
  const { errors } = form.formState;
  const [message, feeKind] = useWatch({ control: form.control, name: ['message', 'feeKind'] });
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (body: ResponseCreate) => respondToLead(caseId, body) });

  const onSubmit = (body: ResponseCreate) => {
    setFailure(null);
    send.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        const onFields =
          isApiError(error) && applyServerFieldErrors(error.fieldErrors, SERVER_FIELDS, form.setError);
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
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Fee (optional)</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(Object.keys(FEE_LABELS) as (keyof typeof FEE_LABELS)[]).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={kind}
                className="size-4 accent-blue-800"
                {...form.register('feeKind')}
              />
              {FEE_LABELS[kind]}
            </label>
          ))}
        </div>
        {feeKind === 'none' ? null : (
          <Field label="Amount (£)" error={errors.amount?.message} hint={AMOUNT_HINTS[feeKind]}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 250"
              {...form.register('amount')}
            />
          </Field>
        )}
      </fieldset>
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
