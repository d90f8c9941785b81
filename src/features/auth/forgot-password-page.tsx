import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { isApiError, reasonOf } from '@/api/api-error';
import { forgotPassword } from '@/api/account-settings';
import { isMissingExtension } from '@/api/missing-extension';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { forgotFormSchema, type ForgotFormValues } from '@/features/auth/account-link-schemas';
import { AuthLayout } from '@/features/auth/auth-layout';
import { NotOnlineHere } from '@/features/auth/not-online-here';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';

// the same words whatever the address: the page tells nobody whether it has an account
// (docs/decisions/0113-accounts-people-can-manage.md)
const RESET_LINK_SENT =
  'If an account uses that address, we have sent it a link to reset the password. The link works for 60 minutes.';

const linkClass = 'font-medium text-blue-800 underline-offset-4 hover:underline';

/** /forgot-password: the address, and a link to choose a new password is e-mailed to it. */
export function ForgotPasswordPage() {
  const form = useForm<ForgotFormValues>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email: '' },
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);

  const onSubmit = async (values: ForgotFormValues) => {
    setFailure(null);
    try {
      await forgotPassword(values);
      setSent(true);
    } catch (error) {
      if (isMissingExtension(error)) setFailure(<NotOnlineHere what="Resetting a password" />);
      else if (
        isApiError(error) &&
        applyServerFieldErrors(error.fieldErrors, { email: 'email' }, form.setError)
      )
        form.setFocus('email');
      else setFailure(`The link was not sent. ${reasonOf(error)}`);
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout title="Forgot your password?" description="We will e-mail you a link to choose a new one.">
      <div
        role="status"
        className={
          sent
            ? 'mb-4 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950'
            : undefined
        }
      >
        {sent ? RESET_LINK_SENT : null}
      </div>
      {sent ? (
        <Button variant="outline" className="w-full" onClick={() => setSent(false)}>
          Send it to another address
        </Button>
      ) : (
        <form
          noValidate
          aria-label="Forgot your password?"
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-4"
        >
          {failure ? <Alert>{failure}</Alert> : null}
          <Field label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.co.uk"
              {...form.register('email')}
            />
          </Field>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Sending…' : 'Send the link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to={paths.login} className={linkClass}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
