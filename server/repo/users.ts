// Queries of accounts.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { ApiUser, UserType } from '../../src/api/contract.ts';
import { nowIso } from '../db/database.ts';
import type { Database, Db, UserRow } from '../db/schema.ts';
import { FORMER_CLIENT } from '../rules/disclosure.ts';

export type UserRole = UserType;
export type { UserRow };

export interface NewUser {
  email: string;
  name: string;
  role: UserRole;
  passwordHash: string;
  isVerified: boolean;
  /** when the account was made; now unless said (the demo market's people joined long ago) */
  createdAt?: string;
  /** when the address was confirmed; not yet unless said (the admin's and the demo's are) */
  emailVerifiedAt?: string;
}

/** A client's name as a query shows it to others, `users` being the alias of the client's row: a
 * client who deleted their account is no longer named (docs/decisions/0102-your-data.md). */
export const shownClientName = (users: string): RawBuilder<string> =>
  sql<string>`case when ${sql.ref(`${users}.deleted_at`)} is not null then ${sql.lit(FORMER_CLIENT)} else ${sql.ref(`${users}.name`)} end`;

export const toApiUser = (row: UserRow): ApiUser => ({
  id: String(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  isVerified: row.is_verified === 1,
  emailVerified: row.email_verified_at !== null,
});

export const userValues = (user: NewUser) => ({
  email: user.email.toLowerCase(),
  name: user.name,
  role: user.role,
  password_hash: user.passwordHash,
  is_verified: user.isVerified ? 1 : 0,
  created_at: user.createdAt ?? nowIso(),
  email_verified_at: user.emailVerifiedAt ?? null,
});

/**
 * Holds the account's row until the caller's transaction ends (a write that changes nothing), so
 * that a person's writes that a limit counts take turns: of two sent at once, the second counts
 * the first.
 */
export async function holdAccount(trx: Kysely<Database>, id: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ is_verified: eb.ref('is_verified') }))
    .where('id', '=', id)
    .execute();
}

export function userById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export class UserRepo {
  constructor(private readonly db: Db) {}

  byId(id: number): Promise<UserRow | undefined> {
    return userById(this.db, id);
  }

  // e-mails are stored case-folded; callers pass them through the contract schema first
  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** The new account; a taken e-mail fails with a unique violation (db/database.ts). */
  insert(user: NewUser): Promise<UserRow> {
    return insertUser(this.db, user);
  }
}

/** The new account, in the caller's transaction; a taken e-mail fails with a unique violation. */
export function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(userValues(user)).returningAll().executeTakeFirstOrThrow();
}

/** Whether any account, deleted ones included, holds the address (stored case-folded). */
export async function addressTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirms the account's address now. */
export async function confirmAddress(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function setPassword(db: Kysely<Database>, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function setName(db: Kysely<Database>, id: number, name: string): Promise<UserRow> {
  return db.updateTable('users').set({ name }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Gives the account a new, confirmed address; a taken one fails with the database's unique violation. */
export async function setAddress(db: Kysely<Database>, id: number, email: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: email.toLowerCase(), email_verified_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
