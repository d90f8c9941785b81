import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, reasonOf } from '@/api/api-error';
import { resetPassword } from '@/api/account-settings';
import { PASSWORD_HINT } from '@/api/limits';
import { isMissingExtension } from '@/api/missing-extension';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { resetFormSchema, type ResetFormValues } from '@/features/auth/account-link-schemas';
import { PASSWORD_CHANGED_STATE } from '@/features/auth/auth-messages';
import { AuthLayout } from '@/features/auth/auth-layout';
import { NotOnlineHere } from '@/features/auth/not-online-here';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useAuth } from '@/session/use-auth';

const INCOMPLETE = 'This link is not complete: open it again from the e-mail.';

/** A link that cannot be used (used, expired, cut short): why, and the way to a new one. */
function AskAgain({ why }: { why: string }) {
  return (
    <Alert>
      {why}{' '}
      <Link to={paths.forgotPassword} className="font-medium underline underline-offset-4">
        Ask for a new link
      </Link>
    </Alert>
  );
}

/** /reset-password?token=…: the new password, twice. Done, the person signs in with it; the
 * server has ended every session of the account (docs/decisions/0113-accounts-people-can-manage.md). */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [linkFailure, setLinkFailure] = useState<string | null>(token ? null : INCOMPLETE);
  const [failure, setFailure] = useState<ReactNode>(null);

  const onSubmit = async ({ password }: ResetFormValues) => {
    setFailure(null);
    try {
      await resetPassword({ token, password });
      // every session of the account has ended: this device starts afresh too
      if (user) logout();
      void navigate(paths.login, { replace: true, state: PASSWORD_CHANGED_STATE });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (isMissingExtension(error)) setFailure(<NotOnlineHere what="Resetting a password" />);
      else if (fields.token?.[0]) setLinkFailure(fields.token.join(' '));
      else if (applyServerFieldErrors(fields, { password: 'password' }, form.setError))
        form.setFocus('password');
      else setFailure(`Your password was not changed. ${reasonOf(error)}`);
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout title="Choose a new password" description="Then sign in with it on every device.">
      {linkFailure ? (
        <AskAgain why={linkFailure} />
      ) : (
        <form
          noValidate
          aria-label="Choose a new password"
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-4"
        >
          {failure ? <Alert>{failure}</Alert> : null}
          <Field label="New password" error={errors.password?.message} hint={PASSWORD_HINT}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Saving…' : 'Set the new password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
