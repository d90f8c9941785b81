// Data access for accounts.
import type { ApiUser, UserType } from '../../src/api/contract.ts';
import { nowIso } from '../db/database.ts';
import type { Db, UserRow } from '../db/schema.ts';

export type UserRole = UserType;
export type { UserRow };

export interface NewUser {
  email: string;
  name: string;
  role: UserRole;
  passwordHash: string;
  isVerified: boolean;
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
  created_at: nowIso(),
});

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
