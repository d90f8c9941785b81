import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { changeAddress } from '@/api/account-settings';
import { emailChangeSchema, type EmailChange } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { failureOf } from '@/features/account/settings-failure';
import { SettingsSection } from '@/features/account/settings-section';

/** 'Change your e-mail address': the new address and the password. A link goes to the new
 * address, which replaces the old only once it is followed
 * (docs/decisions/0113-accounts-people-can-manage.md). */
export function ChangeEmail({ current }: { current: string }) {
  const form = useForm<EmailChange>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });
  const [failure, setFailure] = useState<ReactNode>(null);
  const [sent, setSent] = useState('');
  const ask = useMutation({ mutationFn: changeAddress });

  const onSubmit = (body: EmailChange) => {
    setFailure(null);
    setSent('');
    ask.mutate(body, {
      onSuccess: () => {
        form.reset();
        setSent(
          `We have sent a link to ${body.email}. Your address stays ${current} until you follow that link.`,
        );
      },
      onError: (error) =>
        setFailure(
          failureOf({
            error,
            fields: { email: 'email', password: 'password' },
            setError: form.setError,
            setFocus: form.setFocus,
            what: 'Changing your e-mail address',
            notDone: 'Your address was not changed.',
          }),
        ),
    });
  };

  const { errors } = form.formState;
  return (
    <SettingsSection
      title="Change your e-mail address"
      intro={`You sign in with ${current}. We e-mail a link to the new address; it takes over once you follow it.`}
    >
      <form
        noValidate
        aria-label="Change your e-mail address"
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-4 sm:max-w-md"
      >
        {failure ? <Alert>{failure}</Alert> : null}
        <Field label="New e-mail address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Your password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Send the link'}
        </Button>
        <p role="status" className="text-sm text-slate-700 wrap-anywhere">
          {sent}
        </p>
      </form>
    </SettingsSection>
  );
}
