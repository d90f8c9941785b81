// The admin review queue: verification requests joined with their lawyer and documents.
import type { VerificationRequest, VerificationStatus } from '../../src/api/contract.ts';
import { nowIso, sql } from '../db.ts';
import type { Db } from '../db.ts';
import type { VerificationRow } from './profiles.ts';

interface QueueRow extends VerificationRow {
  email: string;
  name: string;
  specialization: string;
  location: string;
  experience_years: number;
  license_number: string;
  kinds: string | null;
}

const QUEUE_SELECT = `
  SELECT v.id, v.user_id, v.status, v.reason, v.message, v.submitted_at, u.email,
    p.full_name AS name, p.specialization, p.location, p.experience_years, p.license_number,
    (SELECT group_concat(d.kind) FROM documents d WHERE d.user_id = v.user_id) AS kinds
  FROM verification_requests v
  JOIN users u ON u.id = v.user_id
  JOIN lawyer_profiles p ON p.user_id = v.user_id`;

const toItem = (row: QueueRow): VerificationRequest => {
  const kinds = new Set((row.kinds ?? '').split(','));
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    specialization: row.specialization,
    city: row.location,
    experience: row.experience_years,
    barNumber: row.license_number,
    submittedDate: row.submitted_at,
    documents: {
      id: kinds.has('government_id'),
      degree: kinds.has('law_degree'),
      bar: kinds.has('bar_certificate'),
      photo: kinds.has('profile_picture'),
    },
    status: row.status,
    reason: row.reason,
    message: row.message,
  };
};

// LIKE wildcards in what the admin types are literal characters
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class VerificationRepo {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  list(filter: {
    status?: VerificationStatus | undefined;
    search?: string | undefined;
  }): VerificationRequest[] {
    const where: string[] = [];
    const params: Record<string, string> = {};
    if (filter.status) {
      where.push('v.status = @status');
      params.status = filter.status;
    }
    if (filter.search) {
      where.push(`(lower(p.full_name) LIKE @q ESCAPE '\\' OR lower(u.email) LIKE @q ESCAPE '\\'
        OR lower(p.specialization) LIKE @q ESCAPE '\\')`);
      params.q = likePattern(filter.search);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows = sql(this.db, `${QUEUE_SELECT} ${clause} ORDER BY v.submitted_at, v.id`).all(
      params,
    ) as QueueRow[];
    return rows.map(toItem);
  }

  byId(id: number): (VerificationRequest & { userId: number }) | undefined {
    const row = sql(this.db, `${QUEUE_SELECT} WHERE v.id = ?`).get(id) as QueueRow | undefined;
    return row ? { ...toItem(row), userId: row.user_id } : undefined;
  }

  /** Records a decision and the lawyer's verified flag together. */
  decide(
    id: number,
    userId: number,
    status: Exclude<VerificationStatus, 'pending'>,
    note: string | null,
  ): void {
    this.db.transaction(() => {
      sql(
        this.db,
        `UPDATE verification_requests SET status = ?, reason = ?, message = ?, decided_at = ? WHERE id = ?`,
      ).run(
        status,
        status === 'rejected' ? note : null,
        status === 'info_requested' ? note : null,
        nowIso(),
        id,
      );
      sql(this.db, 'UPDATE users SET is_verified = ? WHERE id = ?').run(
        status === 'approved' ? 1 : 0,
        userId,
      );
    })();
  }

  userFor(id: number): number | undefined {
    const row = sql(this.db, 'SELECT user_id FROM verification_requests WHERE id = ?').get(id) as
      { user_id: number } | undefined;
    return row?.user_id;
  }
}
