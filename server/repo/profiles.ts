// Data access for lawyer profiles, their documents and verification requests.
import type { Kysely } from 'kysely';
import { DOCUMENT_KINDS } from '../../src/api/contract.ts';
import type { FileKind, ProfileFields, VerifiedFacts } from '../../src/api/contract.ts';
import { nowIso } from '../db/database.ts';
import type { Database, Db, DocumentRow, ProfileRow, ReviewKind, VerificationRow } from '../db/schema.ts';
import { recordLawyerChange } from './lawyer-changes.ts';
import { recordEvent } from './verification-history.ts';

export type { DocumentRow, ProfileRow, VerificationRow };
export type NewDocument = Omit<DocumentRow, 'user_id' | 'uploaded_at'>;
/** what a save did: 'none' kept the lawyer's verification as it was */
export type Review = 'none' | ReviewKind;

const VERIFIED_FACTS = ['full_name', 'regulator', 'license_number'] as const;
const REVIEWED_DOCUMENTS: ReadonlySet<FileKind> = new Set(DOCUMENT_KINDS);

/** The verified facts and reviewed documents a save changes, by name. */
function changedFacts(profile: ProfileRow, fields: ProfileFields, documents: NewDocument[]): string[] {
  return [
    ...VERIFIED_FACTS.filter((key) => profile[key] !== fields[key]),
    ...documents.map((d) => d.kind).filter((kind) => REVIEWED_DOCUMENTS.has(kind)),
  ];
}

const practiceDetails = (fields: ProfileFields) => ({
  specialization: fields.specialization,
  location: fields.location,
  experience_years: fields.experience_years,
  education: fields.education,
  bio: fields.bio,
  hourly_rate_pence: fields.hourly_rate,
  first_fee_pence: fields.first_consultation_fee,
});

const verifiedFacts = (fields: ProfileFields): VerifiedFacts => ({
  full_name: fields.full_name,
  regulator: fields.regulator,
  license_number: fields.license_number,
});

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

  /**
   * One save, all or nothing (docs/decisions/0086-save-is-not-submit.md):
   * - a lawyer not yet verified submits everything for review;
   * - a verified lawyer's practice details (area, place, experience, education, bio, fees,
   *   photo) are saved at once and the verification stays;
   * - a verified lawyer's change to what was verified (name, regulator, licence number, a
   *   reviewed document) waits for an admin as a re-check, while matching keeps the approved
   *   facts; a new practising certificate alone, while the yearly re-check is open, is the
   *   renewal.
   * Returns what it did and the stored names of the files it replaced, for the caller to delete.
   */
  save(
    userId: number,
    fields: ProfileFields,
    documents: NewDocument[],
    options: { renewalOpen: boolean; at?: string },
  ): Promise<{ review: Review; replaced: string[] }> {
    const at = options.at ?? nowIso();
    return this.db.transaction().execute(async (trx) => {
      // first, so that the account row stays locked (PostgreSQL) while the documents it
      // replaces are read: two saves at once cannot both miss the other's file
      const user = await trx
        .updateTable('users')
        .set((eb) => ({ is_verified: eb.ref('is_verified') }))
        .where('id', '=', userId)
        .returning('is_verified')
        .executeTakeFirstOrThrow();
      const profile = await trx
        .selectFrom('lawyer_profiles')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const verified = user.is_verified === 1 && profile !== undefined;
      const changes = profile ? changedFacts(profile, fields, documents) : [...VERIFIED_FACTS];

      if (verified) {
        await trx
          .updateTable('lawyer_profiles')
          .set({ ...practiceDetails(fields), updated_at: at })
          .where('user_id', '=', userId)
          .execute();
      } else {
        const row = { ...verifiedFacts(fields), ...practiceDetails(fields), updated_at: at };
        await trx
          .insertInto('lawyer_profiles')
          .values({ user_id: userId, ...row })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
          .execute();
      }

      const kinds = documents.map((d) => d.kind);
      const replaced =
        kinds.length === 0
          ? []
          : await trx
              .selectFrom('documents')
              .select('stored_name')
              .where('user_id', '=', userId)
              .where('kind', 'in', kinds)
              .execute();
      for (const doc of documents) {
        const row = { ...doc, uploaded_at: at };
        await trx
          .insertInto('documents')
          .values({ user_id: userId, ...row })
          .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(row))
          .execute();
      }

      let review: Review = 'first';
      if (verified) {
        const factsChanged = changes.some((c) => (VERIFIED_FACTS as readonly string[]).includes(c));
        review =
          changes.length === 0
            ? 'none'
            : !factsChanged && changes.every((c) => c === 'bar_certificate') && options.renewalOpen
              ? 'renewal'
              : 'change';
      }
      if (review !== 'none') {
        const proposed = review === 'first' ? null : JSON.stringify(verifiedFacts(fields));
        const open = {
          status: 'pending' as const,
          kind: review,
          proposed,
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
              // what the admin reviewed is no longer this request
              // (docs/decisions/0075-decisions-name-the-version-reviewed.md)
              version: eb('verification_requests.version', '+', 1),
            })),
          )
          .returning('version')
          .executeTakeFirstOrThrow();
        await recordEvent(trx, {
          user_id: userId,
          actor_id: userId,
          action: review === 'first' ? 'submitted' : `${review}_submitted`,
          kind: review,
          version: saved.version,
          note: null,
          changes,
          at,
        });
      }
      await recordLawyerChange(trx, userId);
      return { review, replaced: replaced.map((r) => r.stored_name) };
    });
  }
}
