import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { firstFormMessage, isPasswordChangedVisit, PASSWORD_CHANGED } from '@/features/auth/auth-messages';
import type { LoginFormValues } from '@/features/auth/auth-schemas';
import { AuthForm } from '@/features/auth/auth-form';
import { AuthLayout } from '@/features/auth/auth-layout';
import { AuthNotice } from '@/features/auth/auth-notice';
import { carryReturn, landingFor, returnPath } from '@/features/auth/return-path';
import { LOGIN_ROLE_OPTIONS, ROLE_NAMES_WITH_ARTICLE } from '@/features/auth/role-labels';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { lazyCheck, useCheckedForm, type FormErrors } from '@/lib/use-checked-form';
import { forgetSignedOutReason, signedOutReason } from '@/session/session';
import { useAuth } from '@/session/use-auth';

// zod loads when the form is first focused (or submitted), not with the page
const validation = lazyCheck<LoginFormValues>(() =>
  import('@/features/auth/auth-schemas').then((m) => m.checkLogin),
);

function failureMessage(error: unknown) {
  // spec §8: rejected credentials read 'Invalid credentials'; other faults say what happened
  if (isApiError(error) && error.kind === 'http' && (error.status === 400 || error.status === 401)) {
    return 'Invalid credentials';
  }
  return `Login failed. ${error instanceof Error ? error.message : ''}`.trim();
}

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { state } = useLocation();
  const back = returnPath(state);
  // why the person is here: a session ended elsewhere (said once), or a password just reset
  // (docs/decisions/0113-accounts-people-can-manage.md)
  const [endedReason] = useState(signedOutReason);
  useEffect(() => forgetSignedOutReason, []);
  // not while React hydrates: the build prerendered the page without either (a reload keeps the
  // router's state, and markup that differs would be thrown away with what was typed)
  const hydrated = useHydrated();
  const notice = hydrated ? (endedReason ?? (isPasswordChangedVisit(state) ? PASSWORD_CHANGED : null)) : null;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm(validation.check);
  const { errors, isSubmitting } = form;

  const onValid = async (values: LoginFormValues) => {
    setFailure(null);
    try {
      const user = await login(values.email.trim(), values.password);
      // docs/decisions/0004-server-role-decides-the-dashboard.md: the server's role wins, and the person is told, in the one
      // notification the dashboard shows (spec §9: one at a time)
      // back to the page asked for when it is one of the role's; else the role's dashboard
      const landing = landingFor(user.role, back);
      const description =
        user.role === values.role || landing === back
          ? 'Logged in successfully'
          : `Logged in successfully. This account is registered as ${ROLE_NAMES_WITH_ARTICLE[user.role]}, so you have been taken to that dashboard.`;
      toast({ title: 'Success', description, keepForNextPage: true });
      navigate(landing, { replace: true });
    } catch (error) {
      const message = failureMessage(error);
      if (isApiError(error))
        applyServerFieldErrors(error.fieldErrors, { email: 'email', password: 'password' }, form.setError);
      setFailure(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const onInvalid = (invalid: FormErrors<LoginFormValues>) => {
    toast({
      title: 'Error',
      description: firstFormMessage(form.getValues(), invalid),
      variant: 'destructive',
    });
  };

  return (
    <AuthLayout title="Welcome Back" description="Sign in to your LawMatch account">
      {notice ? <AuthNotice>{notice}</AuthNotice> : null}
      <AuthForm
        formRef={form.formRef}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onChange={form.onChange}
        onFocus={validation.preload}
        failure={failure}
        submitting={isSubmitting}
        submitLabel="Sign In"
        submittingLabel="Signing in..."
      >
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" name="email" autoComplete="email" placeholder="you@example.co.uk" />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" name="password" autoComplete="current-password" />
        </Field>
        <Link
          to={paths.forgotPassword}
          className="-mt-2 justify-self-end text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <Field label="Sign in as" error={errors.role?.message}>
          <Select name="role" defaultValue="">
            <option value="">Select your role</option>
            {LOGIN_ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </AuthForm>
      <p className="mt-6 text-center text-sm text-slate-700">
        Don&apos;t have an account?{' '}
        <Link
          to={paths.register}
          state={carryReturn(back)}
          className="font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
