// Data access for accounts.
import type { ApiUser, UserType } from '../../src/api/contract.ts';
import { nowIso, sql } from '../db.ts';
import type { Db } from '../db.ts';

export type UserRole = UserType;

export interface UserRow {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  password_hash: string;
  is_verified: number;
}

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

export class UserRepo {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  byId(id: number): UserRow | undefined {
    return sql(this.db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  }

  // e-mails are stored case-folded; callers pass them through the contract schema first
  byEmail(email: string): UserRow | undefined {
    return sql(this.db, 'SELECT * FROM users WHERE email = ?').get(email.toLowerCase()) as
      UserRow | undefined;
  }

  insert(user: NewUser): number {
    const result = sql(
      this.db,
      'INSERT INTO users (email, name, role, password_hash, is_verified, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      user.email.toLowerCase(),
      user.name,
      user.role,
      user.passwordHash,
      user.isVerified ? 1 : 0,
      nowIso(),
    );
    return Number(result.lastInsertRowid);
  }

  setVerified(id: number, verified: boolean): void {
    sql(this.db, 'UPDATE users SET is_verified = ? WHERE id = ?').run(verified ? 1 : 0, id);
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
