import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { changePassword } from '@/api/account-settings';
import { passwordChangeSchema, type PasswordChange } from '@/api/contract';
import { PASSWORD_HINT } from '@/api/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { failureOf } from '@/features/account/settings-failure';
import { SettingsSection } from '@/features/account/settings-section';

const CHANGED =
  'Your password is changed. Any other devices that were signed in to your account have been signed out; this one stays signed in.';

/** 'Change your password': the current one, then the new. The server ends the account's other
 * sessions, which are told why (docs/decisions/0113-accounts-people-can-manage.md). */
export function ChangePassword() {
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const [failure, setFailure] = useState<ReactNode>(null);
  const [changed, setChanged] = useState('');
  const change = useMutation({ mutationFn: changePassword });

  const onSubmit = (body: PasswordChange) => {
    setFailure(null);
    setChanged('');
    change.mutate(body, {
      onSuccess: () => {
        form.reset();
        setChanged(CHANGED);
      },
      onError: (error) =>
        setFailure(
          failureOf({
            error,
            fields: { currentPassword: 'currentPassword', newPassword: 'newPassword' },
            setError: form.setError,
            setFocus: form.setFocus,
            what: 'Changing your password',
            notDone: 'Your password was not changed.',
          }),
        ),
    });
  };

  const { errors } = form.formState;
  return (
    <SettingsSection
      title="Change your password"
      intro="Your current password first. Every other device signed in to your account is signed out."
    >
      <form
        noValidate
        aria-label="Change your password"
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-4 sm:max-w-md"
      >
        {failure ? <Alert>{failure}</Alert> : null}
        <Field label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field label="New password" error={errors.newPassword?.message} hint={PASSWORD_HINT}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {changed}
        </p>
      </form>
    </SettingsSection>
  );
}
