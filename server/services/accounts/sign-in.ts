// Opening an account and signing in (spec §3, §7): a new account is admitted by the registration
// limit, its password hashed off the main thread and its tokens issued
// (docs/decisions/0070-bounded-password-hashing.md); a sign-in passes the throttle, and an
// unknown e-mail costs the same time as a wrong password (docs/decisions/0042-login-throttle.md).
import type { LoginResponse, RegisterRequest } from '../../../src/api/contract.ts';
import type { LoginThrottle } from '../../auth/login-throttle.ts';
import { burnVerifyTime, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { admitRegistration } from '../../auth/register-throttle.ts';
import type { Throttle } from '../../auth/throttle.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Config } from '../../config/settings.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { insertUser, toApiUser } from '../../repo/users.ts';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { sendConfirmation } from './addresses.ts';
import type { UserRepo, UserRow } from '../../repo/users.ts';

export const EMAIL_TAKEN = 'A user with this email already exists.';
const INVALID_CREDENTIALS = 'Invalid credentials';

interface Accounts {
  config: Config;
  db: Db;
  clock: Clock;
  users: UserRepo;
  tokens: TokenService;
  throttle: Throttle;
  logins: LoginThrottle;
}

/** Opens the account and signs it in; 400 on `email` when it is taken, even by one sent at the same moment. */
export async function openAccount(
  { config, db, clock, tokens, throttle }: Accounts,
  { email, name, password, userType }: RegisterRequest,
  ip: string,
): Promise<LoginResponse> {
  await admitRegistration(throttle, config.registerLimits, ip);
  const passwordHash = await hashPassword(password, config.argon2);
  let user: UserRow;
  try {
    // clients need no review; lawyers are verified by an admin later (spec §3)
    // the account and the link to confirm its address, together (addresses.ts)
    user = await db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, {
        email,
        name,
        role: userType,
        passwordHash,
        isVerified: userType === 'client',
      });
      await sendConfirmation(trx, row, clock.now());
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, { email: [EMAIL_TAKEN] });
    throw error;
  }
  return { tokens: await tokens.issue(user.id, user.role), user: toApiUser(user) };
}

/** Signs in, or 401; 429 with Retry-After past the throttle. */
export async function signIn(
  { config, users, tokens, logins }: Accounts,
  email: string,
  password: string,
  ip: string,
): Promise<LoginResponse> {
  const attempt = await logins.attempt(email, ip);
  if (!attempt.ok) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, `Too many login attempts. Try again in ${wait} seconds.`, {
      'retry-after': String(wait),
    });
  }
  const user = await users.byEmail(email);
  if (!user) {
    // same work as a wrong password, so response time does not tell which e-mails exist
    await burnVerifyTime(password, config.argon2);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(password, user.password_hash))) throw new ApiError(401, INVALID_CREDENTIALS);
  await attempt.succeeded();
  return { tokens: await tokens.issue(user.id, user.role), user: toApiUser(user) };
}
