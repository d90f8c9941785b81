// Queries of lawyer profiles, their documents and verification requests. What a save does is
// server/services/verification/profile.ts's, by the rule of server/rules/verification/profile-save.ts.
import type { Kysely, Transaction } from 'kysely';
import type { FileKind, VerifiedFacts } from '../../src/api/contract.ts';
import type { Database, Db, DocumentRow, ProfileRow, ReviewKind, VerificationRow } from '../db/schema.ts';
import { lawyerPlaceColumns } from '../rules/places/kept-place.ts';
import type { PlaceColumns } from '../rules/places/kept-place.ts';

export type { DocumentRow, ProfileRow, VerificationRow };
export type NewDocument = Omit<DocumentRow, 'user_id' | 'uploaded_at'>;

type Trx = Transaction<Database>;

/**
 * Holds the account's row until the transaction ends (PostgreSQL), so that two saves at once
 * cannot both miss the other's file; whether the account is approved.
 */
export async function lockAccount(trx: Trx, userId: number): Promise<boolean> {
  const user = await trx
    .updateTable('users')
    .set((eb) => ({ is_verified: eb.ref('is_verified') }))
    .where('id', '=', userId)
    .returning('is_verified')
    .executeTakeFirstOrThrow();
  return user.is_verified === 1;
}

export function profileRow(db: Kysely<Database>, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('lawyer_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The columns a profile's writer gives: the place's key and coordinates follow its location. */
type Written = Omit<ProfileRow, 'user_id' | 'updated_at' | keyof PlaceColumns>;

/** Writes the lawyer's whole profile, making it when there is none. */
export async function writeProfile(trx: Trx, userId: number, columns: Written, at: string): Promise<void> {
  const row = { ...columns, ...lawyerPlaceColumns(columns.location), updated_at: at };
  await trx
    .insertInto('lawyer_profiles')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** Changes these columns of the lawyer's profile. */
export async function updateProfile(
  trx: Trx,
  userId: number,
  columns: Partial<Written>,
  at: string,
): Promise<void> {
  // a new place brings its key and coordinates (docs/directory.md)
  const place = columns.location === undefined ? {} : lawyerPlaceColumns(columns.location);
  await trx
    .updateTable('lawyer_profiles')
    .set({ ...columns, ...place, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** Writes the documents, each in place of the lawyer's of its kind: the stored names replaced. */
export async function writeDocuments(
  trx: Trx,
  userId: number,
  documents: readonly NewDocument[],
  at: string,
): Promise<string[]> {
  if (documents.length === 0) return [];
  const replaced = await trx
    .selectFrom('documents')
    .select('stored_name')
    .where('user_id', '=', userId)
    .where(
      'kind',
      'in',
      documents.map((d) => d.kind),
    )
    .execute();
  for (const doc of documents) {
    const row = { ...doc, uploaded_at: at };
    await trx
      .insertInto('documents')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(row))
      .execute();
  }
  return replaced.map((r) => r.stored_name);
}

/**
 * Opens the lawyer's verification request for review (their one row, made or opened again), with
 * the facts it proposes for a re-check: its new version, since what an admin reviewed is no
 * longer this request (docs/decisions/0075-decisions-name-the-version-reviewed.md).
 */
export async function openRequest(
  trx: Trx,
  userId: number,
  kind: ReviewKind,
  proposed: VerifiedFacts | null,
  at: string,
): Promise<number> {
  const open = {
    status: 'pending' as const,
    kind,
    proposed: proposed === null ? null : JSON.stringify(proposed),
    reason: null,
    message: null,
    submitted_at: at,
  };
  const saved = await trx
    .insertInto('verification_requests')
    .values({ user_id: userId, ...open })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        ...open,
        decided_at: null,
        version: eb('verification_requests.version', '+', 1),
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return saved.version;
}

/** What the lawyer charges, in pence: their hourly rate and fixed first-consultation fee. */
export function feesOf(
  db: Kysely<Database>,
  lawyerId: number,
): Promise<Pick<ProfileRow, 'hourly_rate_pence' | 'first_fee_pence'> | undefined> {
  return db
    .selectFrom('lawyer_profiles')
    .select(['hourly_rate_pence', 'first_fee_pence'])
    .where('user_id', '=', lawyerId)
    .executeTakeFirst();
}

/** Where the lawyer practises and who regulates them: their jurisdiction's bank holidays follow. */
export function practiceOf(
  db: Kysely<Database>,
  lawyerId: number,
): Promise<Pick<ProfileRow, 'location' | 'regulator'> | undefined> {
  return db
    .selectFrom('lawyer_profiles')
    .select(['location', 'regulator'])
    .where('user_id', '=', lawyerId)
    .executeTakeFirst();
}

export class ProfileRepo {
  constructor(private readonly db: Db) {}

  profileOf(userId: number): Promise<ProfileRow | undefined> {
    return this.db.selectFrom('lawyer_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  documentsOf(userId: number): Promise<DocumentRow[]> {
    return this.db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();
  }

  document(userId: number, kind: FileKind): Promise<DocumentRow | undefined> {
    return this.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  verificationOf(userId: number): Promise<VerificationRow | undefined> {
    return this.db
      .selectFrom('verification_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Whether the lawyer is approved now: a save then needs review only for verified facts. */
  async isVerified(userId: number): Promise<boolean> {
    const user = await this.db
      .selectFrom('users')
      .select('is_verified')
      .where('id', '=', userId)
      .executeTakeFirst();
    return user?.is_verified === 1;
  }
}
