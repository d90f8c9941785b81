import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { firstFormMessage } from '@/features/auth/auth-messages';
import type { LoginFormValues } from '@/features/auth/auth-schemas';
import { AuthForm } from '@/features/auth/auth-form';
import { AuthLayout } from '@/features/auth/auth-layout';
import { carryReturn, returnPath } from '@/features/auth/return-path';
import { LOGIN_ROLE_OPTIONS, ROLE_NAMES_WITH_ARTICLE } from '@/features/auth/role-labels';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { lazyCheck, useCheckedForm, type FormErrors } from '@/lib/use-checked-form';
import { dashboardPath } from '@/session/role-paths';
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
  const back = returnPath(useLocation().state);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm(validation.check);
  const { errors, isSubmitting } = form;

  const onValid = async (values: LoginFormValues) => {
    setFailure(null);
    try {
      const user = await login(values.email.trim(), values.password);
      // docs/decisions/0004-server-role-decides-the-dashboard.md: the server's role wins, and the person is told, in the one
      // notification the dashboard shows (spec §9: one at a time)
      const description =
        user.role === values.role || back
          ? 'Logged in successfully'
          : `Logged in successfully. This account is registered as ${ROLE_NAMES_WITH_ARTICLE[user.role]}, so you have been taken to that dashboard.`;
      toast({ title: 'Success', description, keepForNextPage: true });
      navigate(back ?? dashboardPath(user.role), { replace: true });
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
