// The tables of the local API as Kysely sees them: one typed schema for SQLite and PostgreSQL.
// Timestamps are ISO 8601 UTC strings on both (text on SQLite, timestamptz on PostgreSQL read
// back as ISO strings, see postgres.ts); flags are 0/1 integers on both, so a row reads the
// same whichever database holds it (docs/decisions/0040-one-data-layer-two-databases.md).
import type { Generated, Kysely, Selectable } from 'kysely';
import type { FileKind, UserType, VerificationStatus } from '../../src/api/contract.ts';

interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: UserType;
  password_hash: string;
  is_verified: number;
  created_at: string;
}

interface LawyerProfilesTable {
  user_id: number;
  full_name: string;
  specialization: string;
  location: string;
  experience_years: number;
  license_number: string;
  education: string;
  bio: string;
  hourly_rate: number;
  rating: Generated<number>;
  reviews: Generated<number>;
  updated_at: string;
}

interface DocumentsTable {
  user_id: number;
  kind: FileKind;
  stored_name: string;
  mime: string;
  ext: string;
  size: number;
  uploaded_at: string;
}

export interface VerificationRequestsTable {
  id: Generated<number>;
  user_id: number;
  status: VerificationStatus;
  reason: string | null;
  message: string | null;
  submitted_at: string;
  decided_at: string | null;
  /** one more at every resubmission (docs/decisions/0075-decisions-name-the-version-reviewed.md) */
  version: Generated<number>;
}

interface RefreshTokensTable {
  jti: string;
  family: string;
  user_id: number;
  expires_at: number; // epoch seconds
  used_at: number | null;
  revoked_at: number | null;
}

interface MetaTable {
  key: string;
  value: string;
}

/** One row per counted attempt (auth/throttle.ts); a row stops counting at expires_at (epoch ms). */
interface ThrottleHitsTable {
  id: Generated<number>;
  key: string;
  expires_at: number;
}

/** Named counters whose row lock orders writers (see match/lawyer-changes.ts). */
interface CountersTable {
  name: string;
  value: number;
}

/** Every change that can alter a lawyer's place in matching, in commit order. */
interface LawyerChangesTable {
  seq: number;
  user_id: number;
  at: string;
}

export interface Database {
  users: UsersTable;
  lawyer_profiles: LawyerProfilesTable;
  documents: DocumentsTable;
  verification_requests: VerificationRequestsTable;
  refresh_tokens: RefreshTokensTable;
  meta: MetaTable;
  throttle_hits: ThrottleHitsTable;
  counters: CountersTable;
  lawyer_changes: LawyerChangesTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type ProfileRow = Selectable<LawyerProfilesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type VerificationRow = Selectable<VerificationRequestsTable>;
