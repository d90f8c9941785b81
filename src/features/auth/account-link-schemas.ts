// The forms of a forgotten password (docs/decisions/0113-accounts-people-can-manage.md): the
// contract's rules (src/api/contract.ts) in the sign-in forms' words (auth-schemas.ts). These pages
// are not prerendered, so zod comes with them.
import { z } from 'zod';
import { emailAddress, newPassword } from '@/api/contract';
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '@/features/auth/auth-messages';

export const forgotFormSchema = z.object({
  email: emailAddress({ blank: 'Please enter your email', invalid: 'Enter a valid email address' }),
});
export type ForgotFormValues = z.infer<typeof forgotFormSchema>;

export const resetFormSchema = z
  .object({
    password: z.string().min(1, 'Please enter a password').pipe(newPassword(PASSWORD_TOO_SHORT)),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
export type ResetFormValues = z.infer<typeof resetFormSchema>;
