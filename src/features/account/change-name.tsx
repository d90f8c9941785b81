import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { changeName } from '@/api/account-settings';
import { nameChangeSchema, type ApiUser, type NameChange } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { accountMeQuery } from '@/features/account/account-me-query';
import { failureOf } from '@/features/account/settings-failure';
import { SettingsSection } from '@/features/account/settings-section';
import { replaceUser } from '@/session/session';

/** 'Your name': the name on the person's cases, consultations and (a lawyer's) public profile. */
export function ChangeName({ user }: { user: ApiUser }) {
  const queryClient = useQueryClient();
  const form = useForm<NameChange>({
    resolver: zodResolver(nameChangeSchema),
    defaultValues: { name: user.name },
  });
  const [failure, setFailure] = useState<ReactNode>(null);
  const [saved, setSaved] = useState('');
  const save = useMutation({ mutationFn: changeName });

  const onSubmit = (body: NameChange) => {
    setFailure(null);
    setSaved('');
    save.mutate(body, {
      onSuccess: (renamed) => {
        replaceUser(renamed);
        queryClient.setQueryData(accountMeQuery.queryKey, renamed);
        form.reset({ name: renamed.name });
        setSaved(`Your name is now ${renamed.name}.`);
      },
      onError: (error) =>
        setFailure(
          failureOf({
            error,
            fields: { name: 'name' },
            setError: form.setError,
            setFocus: form.setFocus,
            what: 'Changing your name',
            notDone: 'Your name was not changed.',
          }),
        ),
    });
  };

  return (
    <SettingsSection
      title="Your name"
      intro="Shown on your cases and consultations, and to the people you deal with."
    >
      <form
        noValidate
        aria-label="Your name"
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-4 sm:max-w-md"
      >
        {failure ? <Alert>{failure}</Alert> : null}
        <Field label="Full name" error={form.formState.errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save name'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {saved}
        </p>
      </form>
    </SettingsSection>
  );
}
