// Data access for lawyer profiles, their documents and verification requests.
import type { FileKind, ProfileFields } from '../../src/api/contract.ts';
import { nowIso } from '../db/database.ts';
import type { Db, DocumentRow, ProfileRow, VerificationRow } from '../db/schema.ts';
import { recordLawyerChange } from '../match/lawyer-changes.ts';

export type { DocumentRow, ProfileRow, VerificationRow };
export type NewDocument = Omit<DocumentRow, 'user_id' | 'uploaded_at'>;

// Lawyers do not state a rate on the form; start from one that grows with experience (£120–450).
const startingHourlyRate = (years: number): number => Math.min(450, 120 + 15 * years);

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

  /**
   * One submission, all or nothing: the profile, the new documents and a pending request.
   * Returns the stored names of the files it replaced, for the caller to delete.
   */
  submit(userId: number, fields: ProfileFields, documents: NewDocument[], at = nowIso()): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      // first, so that the account row stays locked (PostgreSQL) while the documents it
      // replaces are read: two submissions at once cannot both miss the other's file.
      // A changed profile is verified again before it is matched again.
      await trx.updateTable('users').set({ is_verified: 0 }).where('id', '=', userId).execute();
      const profile = { ...fields, hourly_rate: startingHourlyRate(fields.experience_years), updated_at: at };
      await trx
        .insertInto('lawyer_profiles')
        .values({ user_id: userId, ...profile })
        // the rate a lawyer started with stays: only the submitted fields change
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fields, updated_at: at }))
        .execute();
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
      await trx
        .insertInto('verification_requests')
        .values({ user_id: userId, status: 'pending', submitted_at: at })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            status: 'pending',
            reason: null,
            message: null,
            submitted_at: at,
            decided_at: null,
            // what the admin reviewed is no longer this request
            // (docs/decisions/0075-decisions-name-the-version-reviewed.md)
            version: eb('verification_requests.version', '+', 1),
          })),
        )
        .execute();
      await recordLawyerChange(trx, userId);
      return replaced.map((r) => r.stored_name);
    });
  }
}
