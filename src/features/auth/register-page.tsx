import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { PASSWORD_HINT } from '@/api/limits';
import { isRole, REGISTRABLE_USER_TYPES } from '@/api/roles';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { firstFormMessage } from '@/features/auth/auth-messages';
import type { RegisterFormValues } from '@/features/auth/auth-schemas';
import { AuthForm } from '@/features/auth/auth-form';
import { AuthLayout } from '@/features/auth/auth-layout';
import { carryReturn, profileReturn, returnPath } from '@/features/auth/return-path';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { paths } from '@/lib/paths';
import { lazyCheck, useCheckedForm, type FormErrors } from '@/lib/use-checked-form';
import { dashboardPath } from '@/session/role-paths';
import { useAuth } from '@/session/use-auth';
import { NEW_ACCOUNT_STATE } from '@/session/welcome';

// zod loads when the form is first focused (or submitted), not with the page
const validation = lazyCheck<RegisterFormValues>(() =>
  import('@/features/auth/auth-schemas').then((m) => m.checkRegistration),
);

const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const SERVER_FIELDS = { name: 'name', full_name: 'name', email: 'email', password: 'password' } as const;

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const back = returnPath(useLocation().state);
  const [params] = useSearchParams();
  // spec §2: ?role=client|lawyer preselects the role and hides the picker. Not while React
  // hydrates: the build prerendered the page without a query (scripts/build/prerender-pages.ts).
  const hydrated = useHydrated();
  const roleParam = hydrated ? params.get('role') : null;
  const presetRole = isRole(roleParam, REGISTRABLE_USER_TYPES) ? roleParam : null;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm(validation.check);
  const { errors, isSubmitting } = form;

  const onValid = async (values: RegisterFormValues) => {
    setFailure(null);
    try {
      const user = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        userType: values.userType,
      });
      toast({
        title: 'Success',
        description:
          user.role === 'lawyer'
            ? 'Account created! Please complete your profile and verification.'
            : 'Account created successfully!',
        keepForNextPage: true,
      });
      // started from a lawyer's profile: back there, as a sign-in goes (its notification welcomes);
      // any other page asked for is carried on to sign-in only: a new account has nothing there
      const profile = profileReturn(back);
      if (profile) navigate(profile, { replace: true });
      else navigate(dashboardPath(user.role), { replace: true, state: NEW_ACCOUNT_STATE });
    } catch (error) {
      const shown =
        isApiError(error) && applyServerFieldErrors(error.fieldErrors, SERVER_FIELDS, form.setError);
      // the fields say what was wrong; otherwise the page keeps the reason after the toast goes
      setFailure(shown ? null : error instanceof Error ? error.message : REGISTRATION_FAILED);
      toast({ title: 'Error', description: REGISTRATION_FAILED, variant: 'destructive' });
    }
  };

  const onInvalid = (invalid: FormErrors<RegisterFormValues>) => {
    toast({
      title: 'Error',
      description: firstFormMessage(form.getValues(), invalid),
      variant: 'destructive',
    });
  };

  const description =
    presetRole === 'lawyer'
      ? 'Join LawMatch as a legal professional'
      : presetRole === 'client'
        ? 'Find the right lawyer for your case'
        : 'Create your LawMatch account';

  return (
    <AuthLayout title="Create Account" description={description}>
      <AuthForm
        formRef={form.formRef}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onChange={form.onChange}
        onFocus={validation.preload}
        failure={failure}
        submitting={isSubmitting}
        submitLabel="Create Account"
        submittingLabel="Creating Account..."
      >
        <Field label="Full name" error={errors.name?.message}>
          <Input name="name" autoComplete="name" />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" name="email" autoComplete="email" placeholder="you@example.co.uk" />
        </Field>
        {/* the rule before submit; the server decides what is common or too personal, and its
            message lands beside the field (docs/decisions/0077-weak-passwords-refused-by-the-server.md) */}
        <Field label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <Input type="password" name="password" autoComplete="new-password" />
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" name="confirmPassword" autoComplete="new-password" />
        </Field>
        {presetRole ? (
          <input type="hidden" name="userType" value={presetRole} />
        ) : (
          <Field label="I am a" error={errors.userType?.message}>
            <Select name="userType" defaultValue="">
              <option value="">Select your role</option>
              <option value="client">Client</option>
              <option value="lawyer">Lawyer</option>
            </Select>
          </Field>
        )}
      </AuthForm>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link
          to={paths.login}
          state={carryReturn(back)}
          className="font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
