import { z } from 'zod';
import { PASSWORD_MIN } from '@/api/contract';

// spec §5: the exact messages
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
const INVALID_EMAIL = 'Enter a valid email address';

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email')
  .pipe(z.email(INVALID_EMAIL));

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password'),
  role: z.enum(['client', 'lawyer', 'admin'], { error: 'Please choose your role' }),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your full name').max(100),
    email,
    password: z.string().min(1, 'Please enter a password').min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(128),
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
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/**
 * The one message a failed submit announces, in spec §5's order: something missing, then a
 * mismatch, then a short password, then anything else (such as a malformed e-mail).
 */
export function firstFormMessage(values: Record<string, unknown>, errors: Record<string, { message?: string } | undefined>) {
  if (Object.values(values).some((v) => typeof v !== 'string' || v.trim() === '')) return FILL_ALL_FIELDS;
  const messages = Object.values(errors).map((e) => e?.message);
  if (messages.includes(PASSWORDS_DIFFER)) return PASSWORDS_DIFFER;
  if (messages.includes(PASSWORD_TOO_SHORT)) return PASSWORD_TOO_SHORT;
  return messages.find(Boolean) ?? FILL_ALL_FIELDS;
}
