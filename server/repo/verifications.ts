// The admin review queue: verification requests joined with their lawyer and documents, the
// decisions, and the lists by state.
import { sql } from 'kysely';
import type {
  FileKind,
  Queue,
  VerificationRequest,
  VerificationStatus,
  VerifiedFacts,
} from '../../src/api/contract.ts';
import { QUEUES } from '../../src/api/contract.ts';
import { nowIso } from '../db/database.ts';
import type { Db, ReviewKind } from '../db/schema.ts';
import { recordLawyerChange } from '../match/lawyer-changes.ts';
import { idDeletionDate } from '../verification/id-retention.ts';
import { notify } from './notifications.ts';
import { recordEvent } from './verification-history.ts';

type Decision = Exclude<VerificationStatus, 'pending'>;
const DECISION_TEXT: Record<Decision, string> = {
  approved: 'Your verification was approved',
  info_requested: 'Your verification needs more information',
  rejected: 'Your verification was not approved',
};
type QueueItem = VerificationRequest & { userId: number };

// LIKE wildcards in what the admin types are literal characters
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which list a request belongs on. */
const queueOf = (status: VerificationStatus, kind: ReviewKind): Queue =>
  status === 'pending' ? (kind === 'first' ? 'new' : 'rechecks') : status;

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
        'v.decided_at',
        'v.version',
        'v.kind',
        'v.proposed',
        'v.verified_at',
        'u.email',
        'p.full_name',
        'p.specialization',
        'p.location',
        'p.experience_years',
        'p.license_number',
        'p.regulator',
        'p.education',
        'p.bio',
      ]);
  }

  private async withDocuments(
    rows: Awaited<ReturnType<ReturnType<VerificationRepo['queue']>['execute']>>,
  ): Promise<QueueItem[]> {
    const ids = rows.map((r) => r.user_id);
    const [documents, deletions] = ids.length
      ? await Promise.all([
          this.db
            .selectFrom('documents')
            .select(['user_id', 'kind', 'uploaded_at'])
            .where('user_id', 'in', ids)
            .execute(),
          this.db
            .selectFrom('verification_events')
            .select(['user_id', 'at'])
            .where('action', '=', 'id_deleted')
            .where('user_id', 'in', ids)
            .orderBy('id')
            .execute(),
        ])
      : [[], []];
    const uploads = new Map<number, Partial<Record<FileKind, string>>>();
    for (const d of documents) uploads.set(d.user_id, { ...uploads.get(d.user_id), [d.kind]: d.uploaded_at });
    const deleted = new Map(deletions.map((d) => [d.user_id, d.at]));
    return rows.map((row): QueueItem => {
      const uploadedAt = uploads.get(row.user_id) ?? {};
      const has = (kind: FileKind) => uploadedAt[kind] !== undefined;
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
          id: has('government_id'),
          degree: has('law_degree'),
          bar: has('bar_certificate'),
          photo: has('profile_picture'),
        },
        status: row.status,
        reason: row.reason,
        message: row.message,
        version: row.version,
        documentsUploadedAt: uploadedAt,
        education: row.education,
        bio: row.bio,
        regulator: row.regulator,
        kind: row.kind,
        pendingChange: row.proposed ? (JSON.parse(row.proposed) as VerifiedFacts) : null,
        verifiedAt: row.verified_at,
        idDeletesAt: idDeletionDate(row, uploadedAt.government_id),
        idDeletedAt: has('government_id') ? null : (deleted.get(row.user_id) ?? null),
      };
    });
  }

  async list(filter: {
    status?: VerificationStatus | undefined;
    queue?: Queue | undefined;
    search?: string | undefined;
  }): Promise<QueueItem[]> {
    let query = this.queue();
    if (filter.status) query = query.where('v.status', '=', filter.status);
    if (filter.queue === 'new') query = query.where('v.status', '=', 'pending').where('v.kind', '=', 'first');
    else if (filter.queue === 'rechecks')
      query = query.where('v.status', '=', 'pending').where('v.kind', '!=', 'first');
    else if (filter.queue) query = query.where('v.status', '=', filter.queue);
    if (filter.search) {
      const q = likePattern(filter.search);
      query = query.where(
        sql<boolean>`(lower(p.full_name) LIKE ${q} ESCAPE '\\' OR lower(u.email) LIKE ${q} ESCAPE '\\'
          OR lower(p.specialization) LIKE ${q} ESCAPE '\\')`,
      );
    }
    return this.withDocuments(await query.orderBy('v.submitted_at').orderBy('v.id').execute());
  }

  /** How many requests each list holds. */
  async counts(): Promise<Record<Queue, number>> {
    const rows = await this.db
      .selectFrom('verification_requests')
      .select(['status', 'kind', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['status', 'kind'])
      .execute();
    const counts = Object.fromEntries(QUEUES.map((q) => [q, 0])) as Record<Queue, number>;
    for (const row of rows) counts[queueOf(row.status, row.kind)] += Number(row.n);
    return counts;
  }

  async byId(id: number): Promise<QueueItem | undefined> {
    const [item] = await this.withDocuments(await this.queue().where('v.id', '=', id).execute());
    return item;
  }

  /**
   * Decides an open request (pending or waiting for information). A request decided meanwhile,
   * or (when `version` is given) sent again since that version was reviewed, is left alone:
   * false (docs/decisions/0075-decisions-name-the-version-reviewed.md).
   *
   * A first request decides whether the lawyer is matched. A re-check of a verified lawyer (a
   * change or the yearly renewal) never takes the lawyer out: approving applies the changed
   * facts and renews the verification, rejecting keeps the approved facts and tells the lawyer
   * why (docs/decisions/0086-save-is-not-submit.md).
   */
  decide(
    id: number,
    status: Decision,
    note: string | null,
    by: { adminId: number; version?: number | undefined },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const at = nowIso();
      const current = await trx
        .selectFrom('verification_requests')
        .select(['kind', 'proposed'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return false;
      const recheck = current.kind !== 'first';
      let open = trx
        .updateTable('verification_requests')
        .set({
          // a rejected re-check leaves the lawyer approved on the facts approved before
          status: recheck && status === 'rejected' ? 'approved' : status,
          reason: status === 'rejected' ? note : null,
          message: status === 'info_requested' ? note : null,
          decided_at: at,
          ...(status === 'info_requested' ? {} : { proposed: null }),
          ...(status === 'approved' ? { verified_at: at } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'info_requested']);
      // one conditional update: a resubmission between the check and the write cannot slip in
      if (by.version !== undefined) open = open.where('version', '=', by.version);
      const decided = await open.returning(['user_id', 'version', 'kind']).executeTakeFirst();
      if (!decided) return false;
      if (status === 'approved' && current.proposed) {
        const facts = JSON.parse(current.proposed) as VerifiedFacts;
        await trx
          .updateTable('lawyer_profiles')
          .set({ ...facts, updated_at: at })
          .where('user_id', '=', decided.user_id)
          .execute();
      }
      if (!recheck || status === 'approved') {
        await trx
          .updateTable('users')
          .set({ is_verified: status === 'approved' ? 1 : 0 })
          .where('id', '=', decided.user_id)
          .execute();
      }
      await recordEvent(trx, {
        user_id: decided.user_id,
        actor_id: by.adminId,
        action: status,
        kind: decided.kind,
        version: decided.version,
        note,
        changes: [],
        at,
      });
      await recordLawyerChange(trx, decided.user_id);
      // the lawyer hears of it on the bell, in this transaction (docs/decisions/0090-cases-leads-and-notifications.md)
      await notify(trx, [
        {
          userId: decided.user_id,
          kind: 'verification',
          text: DECISION_TEXT[status],
          link: '/lawyer-profile',
        },
      ]);
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
