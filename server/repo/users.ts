// Queries of accounts.
import type { Kysely } from 'kysely';
import type { ApiUser, UserType } from '../../src/api/contract.ts';
import { nowIso } from '../db/database.ts';
import type { Database, Db, UserRow } from '../db/schema.ts';

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
}

export const toApiUser = (row: UserRow): ApiUser => ({
  id: String(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  isVerified: row.is_verified === 1,
});

export const userValues = (user: NewUser) => ({
  email: user.email.toLowerCase(),
  name: user.name,
  role: user.role,
  password_hash: user.passwordHash,
  is_verified: user.isVerified ? 1 : 0,
  created_at: user.createdAt ?? nowIso(),
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
    return this.db.insertInto('users').values(userValues(user)).returningAll().executeTakeFirstOrThrow();
  }
}
