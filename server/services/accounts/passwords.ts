// A forgotten password and a new one (docs/decisions/0113-accounts-people-can-manage.md).
// Asking for a reset answers the same whether or not an account has the address; its link works
// once, within 60 minutes, and a reset ends every session of the account. Changing the password
// asks for the current one and ends the account's other sessions, whose devices are told why.
import { passwordProblem } from '../../auth/password-rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { LoginThrottle } from '../../auth/login-throttle.ts';
import { admit } from '../../auth/throttle.ts';
import type { Throttle } from '../../auth/throttle.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Config } from '../../config/settings.ts';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { ApiError } from '../../lib/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { issueLink, peekLink, redeemLink } from '../../repo/account-tokens.ts';
import { confirmAddress, setPassword } from '../../repo/users.ts';
import type { UserRepo, UserRow } from '../../repo/users.ts';
import { LINK_EXPIRED } from './addresses.ts';
import { confirmPassword } from './confirm-password.ts';

const RESET_VALID_MS = 60 * 60 * 1000;
/** reset e-mails an address may be sent in an hour, and that one client address may ask for */
const RESETS_PER_ADDRESS = 3;
const RESETS_PER_IP = 20;

const RESET_ENDED = 'Your password was reset. Sign in with your new password.';
export const CHANGE_ENDED = 'Your password was changed on another device. Sign in with your new password.';

interface Passwords {
  config: Config;
  db: Db;
  clock: Clock;
  users: UserRepo;
  tokens: TokenService;
  throttle: Throttle;
  logins: LoginThrottle;
}

/**
 * Sends a reset link when an account has the address, and nothing otherwise: the caller answers
 * the same either way. The limits count the address asked for and the client's address whether or
 * not an account exists, so a 429 tells nothing either.
 */
export async function askForReset(
  { db, clock, users, throttle }: Passwords,
  email: string,
  ip: string,
): Promise<void> {
  await admit(
    throttle,
    [
      { key: `reset:email:${email}`, windowSeconds: 3600, max: RESETS_PER_ADDRESS },
      { key: `reset:address:${ip}`, windowSeconds: 3600, max: RESETS_PER_IP },
    ],
    (wait) => `Too many reset e-mails asked for. Try again in ${wait}.`,
  );
  const user = await users.byEmail(email);
  if (!user || user.deleted_at !== null) return;
  const at = clock.now();
  await db.transaction().execute(async (trx) => {
    const token = await issueLink(trx, user.id, 'reset_password', { at, validMs: RESET_VALID_MS });
    await enqueueMail(
      trx,
      [
        {
          userId: user.id,
          to: user.email,
          kind: 'reset_password',
          subject: 'Choose a new LawMatch password',
          text: `Hello ${user.name},\n\nSomeone, probably you, asked to choose a new password for the LawMatch account of ${user.email}.`,
          link: `/reset-password?token=${token}`,
        },
      ],
      new Date(at).toISOString(),
    );
  });
}

/**
 * Sets the password a reset link was sent for: 400 on `token` when the link is used, expired or
 * unknown, on `password` when the password rules refuse it (the link then still works). Following
 * the link proves the mailbox, so it confirms the address too. Every session of the account ends.
 */
export async function resetWithLink(
  { config, db, clock, users, tokens }: Passwords,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const at = clock.now();
  const link = await peekLink(db, 'reset_password', token, at);
  const user = link && (await users.byId(link.user_id));
  if (!user || user.deleted_at !== null) throw new ApiError(400, { token: [LINK_EXPIRED] });
  const weak = await passwordProblem(password, user);
  if (weak) throw new ApiError(400, { password: [weak] });
  const passwordHash = await hashPassword(password, config.argon2);
  await db.transaction().execute(async (trx) => {
    if (!(await redeemLink(trx, 'reset_password', token, at))) {
      throw new ApiError(400, { token: [LINK_EXPIRED] });
    }
    await setPassword(trx, user.id, passwordHash);
    if (user.email_verified_at === null) await confirmAddress(trx, user.id, new Date(at).toISOString());
  });
  await tokens.endSessionsOf(user.id, RESET_ENDED);
}

/**
 * A signed-in person's new password: 400 on `currentPassword` when it is wrong (under the sign-in
 * limit), on `newPassword` when the rules refuse it. The session it was asked from stays; the
 * others end, and a confirmed address is told.
 */
export async function changePassword(
  { config, db, clock, tokens, logins }: Passwords,
  user: UserRow,
  session: string | undefined,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  await confirmPassword(logins, user, currentPassword, ip, 'currentPassword');
  const weak = await passwordProblem(newPassword, user);
  if (weak) throw new ApiError(400, { newPassword: [weak] });
  const passwordHash = await hashPassword(newPassword, config.argon2);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, passwordHash);
    if (user.email_verified_at === null) return;
    await enqueueMail(
      trx,
      [
        {
          userId: user.id,
          to: user.email,
          kind: 'password_changed',
          subject: 'Your LawMatch password was changed',
          text: `Hello ${user.name},\n\nThe password of your LawMatch account was changed, and your other devices were signed out. If you did not change it, choose a new password at once and tell us through the contact page.`,
          link: '/forgot-password',
        },
      ],
      new Date(clock.now()).toISOString(),
    );
  });
  await tokens.endSessionsOf(user.id, CHANGE_ENDED, session);
}
