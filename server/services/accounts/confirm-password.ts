// A signed-in person's password, asked again before a step that needs it (docs/decisions/0042-login-throttle.md).
import type { LoginThrottle } from '../../auth/login-throttle.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UserRow } from '../../repo/users.ts';

const WRONG_PASSWORD = 'The password is not right.';

/**
 * A signed-in person confirms a step with their password (deleting their account, a new address
 * or password): 400 on `field` when it is wrong, under the same limit as signing in, so a stolen
 * session cannot guess the password here either.
 */
export async function confirmPassword(
  logins: LoginThrottle,
  user: Pick<UserRow, 'email' | 'password_hash'>,
  password: string,
  ip: string,
  field = 'password',
): Promise<void> {
  const attempt = await logins.attempt(user.email, ip);
  if (!attempt.ok) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, `Too many attempts. Try again in ${wait} seconds.`, {
      'retry-after': String(wait),
    });
  }
  if (!(await verifyPassword(password, user.password_hash)))
    throw new ApiError(400, { [field]: [WRONG_PASSWORD] });
  await attempt.succeeded();
}
