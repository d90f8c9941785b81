// The sign-in forms' validation. The pages load this module when a form is first used
// (lazyCheck in src/lib/use-checked-form.ts), so zod is not part of what a prerendered sign-in
// page hydrates with.
import { z } from 'zod';
import type { FormCheck, FormErrors } from '@/lib/use-checked-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/api/limits';
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '@/features/auth/auth-messages';

const INVALID_EMAIL = 'Enter a valid email address';

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email')
  .pipe(z.email(INVALID_EMAIL));

const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password'),
  role: z.enum(['client', 'lawyer', 'admin'], { error: 'Please choose your role' }),
});
export type LoginFormValues = z.output<typeof loginFormSchema>;

const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your full name').max(100),
    email,
    password: z.string().min(1, 'Please enter a password').min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(PASSWORD_MAX),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    userType: z.enum(['client', 'lawyer'], { error: 'Please choose your role' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
    // spec §5 checks the match before the length, so run even when the length check fails
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== '';
    },
  });
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** The schema's verdict: the values it makes, or each field's first message. */
function checkWith<T>(schema: z.ZodType<T>): FormCheck<T> {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data };
    const errors: Record<string, { message: string }> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'root')] ??= { message: issue.message };
    return { errors: errors as FormErrors<T> };
  };
}

export const checkLogin = checkWith(loginFormSchema);
export const checkRegistration = checkWith(registerFormSchema);
