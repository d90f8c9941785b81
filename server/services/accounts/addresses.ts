// A person's e-mail address (docs/decisions/0113-accounts-people-can-manage.md): confirmed by a
// link at sign-up, changed by a link sent to the new address. Until an address is confirmed only
// its own link and a password reset are sent to it. Nothing here tells whether another account
// has an address: a change to a taken one answers as any other, and the mail to that address
// says what happened.
import type { Kysely } from 'kysely';
import type { Throttle } from '../../auth/throttle.ts';
import { admit } from '../../auth/throttle.ts';
import type { LoginThrottle } from '../../auth/login-throttle.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Database, Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { ApiError } from '../../lib/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { issueLink, redeemLink } from '../../repo/account-tokens.ts';
import { addressTaken, confirmAddress, setAddress } from '../../repo/users.ts';
import type { UserRow } from '../../repo/users.ts';
import { confirmPassword } from './confirm-password.ts';

const HOUR_MS = 60 * 60 * 1000;
/** a sign-up's link: a week, for someone who reads their mail on Monday */
const CONFIRM_VALID_MS = 7 * 24 * HOUR_MS;
/** a new address's link: a day */
const CHANGE_VALID_MS = 24 * HOUR_MS;
/** links asked for per account in an hour (again, or to another address) */
const LINKS_PER_HOUR = 5;

export const LINK_EXPIRED = 'This link has expired or was already used. Ask for a new one.';
const ALREADY_CONFIRMED = 'Your address is already confirmed.';
const SAME_ADDRESS = 'This is already your address.';

interface Addresses {
  db: Db;
  clock: Clock;
  throttle: Throttle;
  logins: LoginThrottle;
}

const tooMany = (wait: string) => `Too many e-mails asked for. Try again in ${wait}.`;

async function admitLink(throttle: Throttle, userId: number): Promise<void> {
  await admit(
    throttle,
    [{ key: `account-links:${userId}`, windowSeconds: 3600, max: LINKS_PER_HOUR }],
    tooMany,
  );
}

/** The confirmation link to the account's address; pass the transaction that opened the account. */
export async function sendConfirmation(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  at: number,
): Promise<void> {
  const token = await issueLink(db, user.id, 'verify_email', { at, validMs: CONFIRM_VALID_MS });
  await enqueueMail(
    db,
    [
      {
        userId: user.id,
        to: user.email,
        kind: 'verify_email',
        subject: 'Confirm your e-mail address for LawMatch',
        text: `Hello ${user.name},\n\nPlease confirm that ${user.email} is your address, so that LawMatch can e-mail you about your cases and consultations. The link works for 7 days.`,
        link: `/verify-email?token=${token}`,
      },
    ],
    new Date(at).toISOString(),
  );
}

/** Sends the confirmation link again; 409 when the address is confirmed, 429 past the limit. */
export async function resendConfirmation({ db, clock, throttle }: Addresses, user: UserRow): Promise<void> {
  if (user.email_verified_at !== null) throw new ApiError(409, ALREADY_CONFIRMED);
  await admitLink(throttle, user.id);
  await db.transaction().execute((trx) => sendConfirmation(trx, user, clock.now()));
}

/** Confirms the address the link was sent to; 400 on `token` when it is used, expired or unknown. */
export async function confirmWithLink({ db, clock }: Addresses, token: string): Promise<void> {
  const at = clock.now();
  await db.transaction().execute(async (trx) => {
    const link = await redeemLink(trx, 'verify_email', token, at);
    if (!link) throw new ApiError(400, { token: [LINK_EXPIRED] });
    await confirmAddress(trx, link.user_id, new Date(at).toISOString());
  });
}

/**
 * Asks for a new address, after the password: a link goes to the new address, which replaces
 * the old once it is followed. When another account has the address, that address is told so
 * instead, and the answer here is the same.
 */
export async function askForNewAddress(
  { db, clock, throttle, logins }: Addresses,
  user: UserRow,
  { email, password }: { email: string; password: string },
  ip: string,
): Promise<void> {
  await confirmPassword(logins, user, password, ip);
  if (email === user.email) throw new ApiError(400, { email: [SAME_ADDRESS] });
  await admitLink(throttle, user.id);
  const at = clock.now();
  await db.transaction().execute(async (trx) => {
    if (await addressTaken(trx, email)) {
      await enqueueMail(
        trx,
        [
          {
            userId: null,
            to: email,
            kind: 'address_in_use',
            subject: 'This address already has a LawMatch account',
            text: `Someone signed in to LawMatch asked to use ${email} for their account, but this address already has an account of its own, so nothing was changed. If you have forgotten that account's password, you can choose a new one.`,
            link: '/forgot-password',
          },
        ],
        new Date(at).toISOString(),
      );
      return;
    }
    const token = await issueLink(trx, user.id, 'change_email', {
      at,
      validMs: CHANGE_VALID_MS,
      newEmail: email,
    });
    await enqueueMail(
      trx,
      [
        {
          userId: user.id,
          to: email,
          kind: 'change_email',
          subject: 'Confirm your new e-mail address for LawMatch',
          text: `Hello ${user.name},\n\nYou asked to sign in to LawMatch with ${email} instead of your current address. It takes effect once you confirm it. The link works for 24 hours.`,
          link: `/confirm-email-change?token=${token}`,
        },
      ],
      new Date(at).toISOString(),
    );
  });
}

/**
 * Follows a new address's link: the account signs in with it from now on, and the old address is
 * told. 400 on `token` when the link is used, expired or unknown, or another account has taken
 * the address meanwhile.
 */
export async function confirmNewAddress({ db, clock }: Addresses, token: string): Promise<void> {
  const at = clock.now();
  const iso = new Date(at).toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const link = await redeemLink(trx, 'change_email', token, at);
      if (!link?.new_email) throw new ApiError(400, { token: [LINK_EXPIRED] });
      const before = await trx
        .selectFrom('users')
        .select(['email', 'name'])
        .where('id', '=', link.user_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!before) throw new ApiError(400, { token: [LINK_EXPIRED] });
      await setAddress(trx, link.user_id, link.new_email, iso);
      await enqueueMail(
        trx,
        [
          {
            userId: link.user_id,
            to: before.email,
            kind: 'address_changed',
            subject: 'Your LawMatch sign-in address was changed',
            text: `Hello ${before.name},\n\nYour LawMatch account now signs in with ${link.new_email} instead of this address. If you did not ask for this, someone else may know your password: tell us at once through the contact page below.`,
            link: '/contact',
          },
        ],
        iso,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(400, {
        token: ['That address now belongs to another account, so nothing was changed.'],
      });
    }
    throw error;
  }
}
