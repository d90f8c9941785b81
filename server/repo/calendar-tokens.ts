// A person's private calendar feed: the token in its address is the only key to it, so only
// its SHA-256 is kept (a copy of the database opens no one's feed), one per person, and a new
// one replaces the old, which then finds nothing (docs/decisions/0067-calendar-files.md,
// docs/decisions/0096-booking-calls.md).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** 32 random bytes: 256 bits, as base64url 43 characters that fit a URL as they are. */
const TOKEN_BYTES = 32;
/** what a token can look like; anything else is no token, without a look-up */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token for the person, replacing any earlier one; the token itself is not kept. */
export async function renewCalendarToken(db: Kysely<Database>, userId: number, at: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const tokenHash = digest(token);
  await db
    .insertInto('calendar_tokens')
    .values({ user_id: userId, token_hash: tokenHash, created_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
    .execute();
  return token;
}

/** Whose feed a token opens, with their role; undefined for a token that is not the current one. */
export async function calendarOwner(
  db: Kysely<Database>,
  token: string,
): Promise<{ id: number; role: Database['users']['role'] } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom('calendar_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.role'])
    .where('t.token_hash', '=', digest(token))
    .executeTakeFirst();
}
