import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { firstFormMessage } from '@/features/auth/auth-messages';
import type { LoginFormValues } from '@/features/auth/auth-schemas';
import { AuthForm } from '@/features/auth/auth-form';
import { AuthLayout } from '@/features/auth/auth-layout';
import { LOGIN_ROLE_OPTIONS, ROLE_NAMES_WITH_ARTICLE } from '@/features/auth/role-labels';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { dashboardPath, paths } from '@/lib/paths';
import { useAuth } from '@/session/use-auth';

// zod loads when the form is first focused (or submitted), not with the page
const validation = lazyResolver<LoginFormValues>(() =>
  import('@/features/auth/auth-schemas').then((m) => m.loginResolver),
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginFormValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', role: '' as LoginFormValues['role'] },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: LoginFormValues) => {
    setFailure(null);
    try {
      const user = await login(values.email.trim(), values.password);
      // DESIGN decision 4: the server's role wins, and the person is told, in the one
      // notification the dashboard shows (spec §9: one at a time)
      const description =
        user.userType === values.role
          ? 'Logged in successfully'
          : `Logged in successfully. This account is registered as ${ROLE_NAMES_WITH_ARTICLE[user.userType]}, so you have been taken to that dashboard.`;
      toast({ title: 'Success', description, keepForNextPage: true });
      navigate(dashboardPath(user.userType), { replace: true });
    } catch (error) {
      const message = failureMessage(error);
      if (isApiError(error)) applyServerFieldErrors(error.fieldErrors, { email: 'email', password: 'password' }, form.setError);
      setFailure(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const onInvalid = (invalid: FieldErrors<LoginFormValues>) => {
    toast({ title: 'Error', description: firstFormMessage(form.getValues(), invalid), variant: 'destructive' });
  };

  return (
    <AuthLayout title="Welcome Back" description="Sign in to your LawMatch account">
      <AuthForm
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onFocus={validation.preload}
        failure={failure}
        submitting={isSubmitting}
        submitLabel="Sign In"
        submittingLabel="Signing in..."
      >
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.co.uk" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Field label="Sign in as" error={errors.role?.message}>
          <Select {...form.register('role')}>
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
        <Link to={paths.register} className="font-medium text-blue-800 underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
