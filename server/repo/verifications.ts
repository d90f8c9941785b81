// The admin review queue: verification requests joined with their lawyer and documents.
import { sql } from 'kysely';
import type { FileKind, VerificationRequest, VerificationStatus } from '../../src/api/contract.ts';
import { nowIso } from '../db/database.ts';
import type { Db } from '../db/schema.ts';
import { recordLawyerChange } from '../match/lawyer-changes.ts';

type Decision = Exclude<VerificationStatus, 'pending'>;
type QueueItem = VerificationRequest & { userId: number };

interface QueueRow {
  id: number;
  user_id: number;
  status: VerificationStatus;
  reason: string | null;
  message: string | null;
  submitted_at: string;
  email: string;
  full_name: string;
  specialization: string;
  location: string;
  experience_years: number;
  license_number: string;
  version: number;
}

// LIKE wildcards in what the admin types are literal characters
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class VerificationRepo {
  constructor(private readonly db: Db) {}

  private queue() {
    return this.db
      .selectFrom('verification_requests as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .innerJoin('lawyer_profiles as p', 'p.user_id', 'v.user_id')
      .select([
        'v.id',
        'v.user_id',
        'v.status',
        'v.reason',
        'v.message',
        'v.submitted_at',
        'u.email',
        'p.full_name',
        'p.specialization',
        'p.location',
        'p.experience_years',
        'p.license_number',
        'v.version',
      ]);
  }

  private async withDocuments(rows: QueueRow[]): Promise<QueueItem[]> {
    const ids = rows.map((r) => r.user_id);
    const documents = ids.length
      ? await this.db
          .selectFrom('documents')
          .select(['user_id', 'kind', 'uploaded_at'])
          .where('user_id', 'in', ids)
          .execute()
      : [];
    const uploads = new Map<number, Partial<Record<FileKind, string>>>();
    for (const d of documents) uploads.set(d.user_id, { ...uploads.get(d.user_id), [d.kind]: d.uploaded_at });
    return rows.map((row): QueueItem => {
      const uploadedAt = uploads.get(row.user_id) ?? {};
      const has = new Set(Object.keys(uploadedAt));
      return {
        id: String(row.id),
        userId: row.user_id,
        name: row.full_name,
        email: row.email,
        specialization: row.specialization,
        city: row.location,
        experience: row.experience_years,
        barNumber: row.license_number,
        submittedDate: row.submitted_at,
        documents: {
          id: has.has('government_id'),
          degree: has.has('law_degree'),
          bar: has.has('bar_certificate'),
          photo: has.has('profile_picture'),
        },
        status: row.status,
        reason: row.reason,
        message: row.message,
        version: row.version,
        documentsUploadedAt: uploadedAt,
      };
    });
  }

  async list(filter: {
    status?: VerificationStatus | undefined;
    search?: string | undefined;
  }): Promise<QueueItem[]> {
    let query = this.queue();
    if (filter.status) query = query.where('v.status', '=', filter.status);
    if (filter.search) {
      const q = likePattern(filter.search);
      query = query.where(
        sql<boolean>`(lower(p.full_name) LIKE ${q} ESCAPE '\\' OR lower(u.email) LIKE ${q} ESCAPE '\\'
          OR lower(p.specialization) LIKE ${q} ESCAPE '\\')`,
      );
    }
    return this.withDocuments(await query.orderBy('v.submitted_at').orderBy('v.id').execute());
  }

  async byId(id: number): Promise<QueueItem | undefined> {
    const [item] = await this.withDocuments(await this.queue().where('v.id', '=', id).execute());
    return item;
  }

  /**
   * Decides an open request (pending or waiting for information) and sets the lawyer's
   * verified flag with it. A request decided meanwhile, or (when `version` is given) sent
   * again since that version was reviewed, is left alone: false
   * (docs/decisions/0075-decisions-name-the-version-reviewed.md).
   */
  decide(id: number, status: Decision, note: string | null, version?: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let open = trx
        .updateTable('verification_requests')
        .set({
          status,
          reason: status === 'rejected' ? note : null,
          message: status === 'info_requested' ? note : null,
          decided_at: nowIso(),
        })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'info_requested']);
      // one conditional update: a resubmission between the check and the write cannot slip in
      if (version !== undefined) open = open.where('version', '=', version);
      const decided = await open.returning('user_id').executeTakeFirst();
      if (!decided) return false;
      await trx
        .updateTable('users')
        .set({ is_verified: status === 'approved' ? 1 : 0 })
        .where('id', '=', decided.user_id)
        .execute();
      await recordLawyerChange(trx, decided.user_id);
      return true;
    });
  }

  async userFor(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('verification_requests')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.user_id;
  }
}
