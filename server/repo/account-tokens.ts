// The single-use links e-mails carry (docs/decisions/0113-accounts-people-can-manage.md): to
// confirm an address, to reset a password, to confirm a new address. Only a token's SHA-256 is
// kept; a new link of one purpose ends the account's earlier one, and redeeming one is a
// conditional update, so of two uses at once only the first works.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type LinkPurpose = 'verify_email' | 'reset_password' | 'change_email';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link's token for the account; the account's earlier link of this purpose stops working. */
export async function issueLink(
  db: Kysely<Database>,
  userId: number,
  purpose: LinkPurpose,
  { at, validMs, newEmail = null }: { at: number; validMs: number; newEmail?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date(at).toISOString();
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashOf(token),
      new_email: newEmail,
      created_at: now,
      expires_at: new Date(at + validMs).toISOString(),
    })
    .execute();
  return token;
}

/** The account and the new address of a link still good at `at`, without using it. */
export function peekLink(db: Kysely<Database>, purpose: LinkPurpose, token: string, at: number) {
  return db
    .selectFrom('account_tokens')
    .select(['user_id', 'new_email'])
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(at).toISOString())
    .executeTakeFirst();
}

/** Uses the link: its account and new address, or undefined when it is used, expired or unknown. */
export function redeemLink(db: Kysely<Database>, purpose: LinkPurpose, token: string, at: number) {
  const now = new Date(at).toISOString();
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/** Deletes links that expired a day ago or more, used or not. */
export async function pruneLinks(db: Kysely<Database>, at: number): Promise<void> {
  await db
    .deleteFrom('account_tokens')
    .where('expires_at', '<', new Date(at - 24 * 60 * 60 * 1000).toISOString())
    .execute();
}
