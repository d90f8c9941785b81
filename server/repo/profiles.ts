// Data access for lawyer profiles, their documents and verification requests.
import type { FileKind, ProfileFields, VerificationStatus } from '../../src/api/contract.ts';
import { nowIso, sql } from '../db.ts';
import type { Db } from '../db.ts';

export interface ProfileRow {
  user_id: number;
  full_name: string;
  specialization: string;
  location: string;
  experience_years: number;
  license_number: string;
  education: string;
  bio: string;
  hourly_rate: number;
  rating: number;
  reviews: number;
}

export interface DocumentRow {
  user_id: number;
  kind: FileKind;
  stored_name: string;
  mime: string;
  ext: string;
  size: number;
}

export interface VerificationRow {
  id: number;
  user_id: number;
  status: VerificationStatus;
  reason: string | null;
  message: string | null;
  submitted_at: string;
}

export type NewDocument = Omit<DocumentRow, 'user_id'>;

// Lawyers do not state a rate on the form; start from one that grows with experience (£120–450).
export const startingHourlyRate = (years: number): number => Math.min(450, 120 + 15 * years);

export class ProfileRepo {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  profileOf(userId: number): ProfileRow | undefined {
    return sql(this.db, 'SELECT * FROM lawyer_profiles WHERE user_id = ?').get(userId) as
      ProfileRow | undefined;
  }

  documentsOf(userId: number): DocumentRow[] {
    return sql(this.db, 'SELECT * FROM documents WHERE user_id = ?').all(userId) as DocumentRow[];
  }

  document(userId: number, kind: FileKind): DocumentRow | undefined {
    return sql(this.db, 'SELECT * FROM documents WHERE user_id = ? AND kind = ?').get(userId, kind) as
      DocumentRow | undefined;
  }

  verificationOf(userId: number): VerificationRow | undefined {
    return sql(this.db, 'SELECT * FROM verification_requests WHERE user_id = ?').get(userId) as
      VerificationRow | undefined;
  }

  /**
   * One submission, all or nothing: the profile, the new documents and a pending request.
   * Returns the stored names of the files it replaced, for the caller to delete from disk.
   */
  submit(userId: number, fields: ProfileFields, documents: NewDocument[], at = nowIso()): string[] {
    return this.db.transaction(() => {
      sql(
        this.db,
        `INSERT INTO lawyer_profiles (user_id, full_name, specialization, location, experience_years,
           license_number, education, bio, hourly_rate, updated_at)
         VALUES (@user_id, @full_name, @specialization, @location, @experience_years,
           @license_number, @education, @bio, @hourly_rate, @at)
         ON CONFLICT(user_id) DO UPDATE SET full_name = excluded.full_name,
           specialization = excluded.specialization, location = excluded.location,
           experience_years = excluded.experience_years, license_number = excluded.license_number,
           education = excluded.education, bio = excluded.bio, updated_at = excluded.updated_at`,
      ).run({ ...fields, user_id: userId, hourly_rate: startingHourlyRate(fields.experience_years), at });
      const replaced: string[] = [];
      for (const doc of documents) {
        const old = this.document(userId, doc.kind);
        if (old) replaced.push(old.stored_name);
        sql(
          this.db,
          `INSERT INTO documents (user_id, kind, stored_name, mime, ext, size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT(user_id, kind) DO UPDATE SET stored_name = excluded.stored_name, mime = excluded.mime,
             ext = excluded.ext, size = excluded.size, uploaded_at = excluded.uploaded_at`,
        ).run(userId, doc.kind, doc.stored_name, doc.mime, doc.ext, doc.size, at);
      }
      sql(
        this.db,
        `INSERT INTO verification_requests (user_id, status, submitted_at) VALUES (?, 'pending', ?)
         ON CONFLICT(user_id) DO UPDATE SET status = 'pending', reason = NULL, message = NULL,
           submitted_at = excluded.submitted_at, decided_at = NULL`,
      ).run(userId, at);
      // a changed profile is verified again before it is matched again
      sql(this.db, 'UPDATE users SET is_verified = 0 WHERE id = ?').run(userId);
      return replaced;
    })();
  }

  setRating(userId: number, rating: number, reviews: number, hourlyRate: number): void {
    sql(this.db, 'UPDATE lawyer_profiles SET rating = ?, reviews = ?, hourly_rate = ? WHERE user_id = ?').run(
      rating,
      reviews,
      hourlyRate,
      userId,
    );
  }
}
