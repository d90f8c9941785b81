// The admin review queue: verification requests joined with their lawyer and documents, the lists
// by state, and the writes of a decision (server/services/verification/decide.ts decides).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  FileKind,
  Queue,
  VerificationRequest,
  VerificationStatus,
  VerifiedFacts,
} from '../../src/api/contract.ts';
import { QUEUES } from '../../src/api/contract.ts';
import type { Database, Db, ReviewKind } from '../db/schema.ts';
import { idDeletionDate } from '../rules/verification/id-retention.ts';

type QueueItem = VerificationRequest & { userId: number };

// LIKE wildcards in what the admin types are literal characters
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which list a request belongs on. */
const queueOf = (status: VerificationStatus, kind: ReviewKind): Queue =>
  status === 'pending' ? (kind === 'first' ? 'new' : 'rechecks') : status;

type AnyDb = Kysely<Database>;

/** What a decision needs to know of the request: its kind and the facts it proposes. */
export function requestToDecide(trx: AnyDb, id: number) {
  return trx
    .selectFrom('verification_requests')
    .select(['kind', 'proposed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Writes a decision on an open request (pending or waiting for information) in one conditional
 * update, so a resubmission between a read and the write cannot slip in: with `version`, only
 * that version. The request's lawyer, version and kind; undefined when it was not open.
 */
export function closeRequest(
  trx: AnyDb,
  id: number,
  decision: {
    status: VerificationStatus;
    reason: string | null;
    message: string | null;
    at: string;
    keepProposed: boolean;
    verified: boolean;
  },
  version: number | undefined,
) {
  let open = trx
    .updateTable('verification_requests')
    .set({
      status: decision.status,
      reason: decision.reason,
      message: decision.message,
      decided_at: decision.at,
      ...(decision.keepProposed ? {} : { proposed: null }),
      ...(decision.verified ? { verified_at: decision.at } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'info_requested']);
  if (version !== undefined) open = open.where('version', '=', version);
  return open.returning(['user_id', 'version', 'kind']).executeTakeFirst();
}

/** Puts approved facts (name, regulator, licence number) on the lawyer's profile. */
export async function applyFacts(
  trx: AnyDb,
  userId: number,
  facts: VerifiedFacts,
  at: string,
): Promise<void> {
  await trx
    .updateTable('lawyer_profiles')
    .set({ ...facts, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

export async function setVerified(trx: AnyDb, userId: number, verified: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ is_verified: verified ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

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

  /** A page of the requests the filter names, oldest submission first, and how many in all. */
  async list(
    filter: {
      status?: VerificationStatus | undefined;
      queue?: Queue | undefined;
      search?: string | undefined;
    },
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ count: number; results: QueueItem[] }> {
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
    const counted = query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query.orderBy('v.submitted_at').orderBy('v.id').limit(limit).offset(offset).execute();
    return { count: Number((await counted).n), results: await this.withDocuments(rows) };
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

  async userFor(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('verification_requests')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.user_id;
  }
}
