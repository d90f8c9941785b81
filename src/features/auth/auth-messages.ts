import { PASSWORD_MIN } from '@/api/limits';

// spec §5: the exact messages
const FILL_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;

/**
 * The one message a failed submit announces: a form that could not be checked at all says so
 * (errors.root, from lazyCheck); otherwise spec §5's order: something missing, then a
 * mismatch, then a short password, then anything else (such as a malformed e-mail).
 */
export function firstFormMessage(
  values: Record<string, unknown>,
  errors: Record<string, { message?: string } | undefined>,
) {
  const unchecked = errors.root?.message;
  if (unchecked) return unchecked;
  if (Object.values(values).some((v) => typeof v !== 'string' || v.trim() === '')) return FILL_ALL_FIELDS;
  const messages = Object.values(errors).map((e) => e?.message);
  if (messages.includes(PASSWORDS_DIFFER)) return PASSWORDS_DIFFER;
  if (messages.includes(PASSWORD_TOO_SHORT)) return PASSWORD_TOO_SHORT;
  return messages.find(Boolean) ?? FILL_ALL_FIELDS;
}

// docs/decisions/0113-accounts-people-can-manage.md: what the sign-in page says after a reset
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';
/** Router state of the sign-in page after a reset. */
export const PASSWORD_CHANGED_STATE = { passwordChanged: true } as const;

export const isPasswordChangedVisit = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { passwordChanged?: unknown }).passwordChanged === true;
