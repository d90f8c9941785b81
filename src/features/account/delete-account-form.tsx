import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { accountDeleteSchema, type AccountDelete } from '@/api/account-data-contract';
import { deleteAccountRequest } from '@/api/account-data';
import { isApiError } from '@/api/api-error';
import { isMissingExtension } from '@/api/missing-extension';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NotOnline } from '@/features/account/not-online';
import { applyServerFieldErrors } from '@/lib/form-errors';

/** The password, and the button that deletes the account. A refusal keeps the dialog and what
 * was typed; `onPendingChange` lets the dialog stay open while the call runs. */
export function DeleteAccountForm({
  onDeleted,
  onPendingChange,
}: {
  onDeleted: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const form = useForm<AccountDelete>({
    resolver: zodResolver(accountDeleteSchema),
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<ReactNode>(null);
  const remove = useMutation({
    mutationFn: deleteAccountRequest,
    onMutate: () => onPendingChange(true),
    onSettled: () => onPendingChange(false),
  });

  const onSubmit = (body: AccountDelete) => {
    setFailure(null);
    remove.mutate(body, {
      onSuccess: onDeleted,
      onError: (error) => {
        if (isMissingExtension(error)) {
          setFailure(<NotOnline what="Deleting your account" />);
          return;
        }
        const onField =
          isApiError(error) &&
          applyServerFieldErrors(error.fieldErrors, { password: 'password' }, form.setError);
        if (onField) form.setFocus('password');
        else setFailure(`Your account was not deleted. ${error.message}`);
      },
    });
  };

  return (
    <form
      noValidate
      aria-label="Delete your account"
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <Field label="Your password" error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={remove.isPending}>
            Keep my account
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </DialogFooter>
    </form>
  );
}
