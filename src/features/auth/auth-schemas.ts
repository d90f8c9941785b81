// The sign-in forms' validation. The pages load this module when a form is first used
// (lazyCheck in src/lib/use-checked-form.ts), so zod is not part of what a prerendered sign-in
// page hydrates with.
import { z } from 'zod';
import type { FormCheck, FormErrors } from '@/lib/use-checked-form';
import { emailAddress, newPassword, REGISTRABLE_USER_TYPES, USER_TYPES } from '@/api/contract';
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '@/features/auth/auth-messages';

// the contract's rules (src/api/contract.ts), in spec §5's words
const email = emailAddress({ blank: 'Please enter your email', invalid: 'Enter a valid email address' });
const CHOOSE_ROLE = 'Please choose your role';

const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password'),
  role: z.enum(USER_TYPES, { error: CHOOSE_ROLE }),
});
export type LoginFormValues = z.output<typeof loginFormSchema>;

const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your full name').max(100),
    email,
    password: z.string().min(1, 'Please enter a password').pipe(newPassword(PASSWORD_TOO_SHORT)),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    userType: z.enum(REGISTRABLE_USER_TYPES, { error: CHOOSE_ROLE }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
    // spec §5 checks the match before the length, so run even when the length check fails
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== ''
      );
    },
  });
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** The schema's verdict: the values it makes, or each field's first message. */
function checkWith<T>(schema: z.ZodType<T>): FormCheck<T> {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data };
    const errors: Record<string, { message: string }> = {};
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? 'root')] ??= { message: issue.message };
    return { errors: errors as FormErrors<T> };
  };
}

export const checkLogin = checkWith(loginFormSchema);
export const checkRegistration = checkWith(registerFormSchema);
