// The first schema: accounts, lawyer profiles, their documents, verification requests, refresh
// tokens and a key/value meta table. A SQLite data folder from before the move to Kysely holds
// exactly this schema, marked PRAGMA user_version = 1: it is adopted as it is, data and all.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor, legacySchemaVersion } from './columns.ts';
import type { DialectName } from './columns.ts';

export const accountsProfilesVerification = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const legacy = await legacySchemaVersion(db, dialect);
    if (legacy === 1) return;
    if (legacy > 1) throw new Error(`Unknown database schema (PRAGMA user_version = ${legacy}).`);
    const c = columnsFor(dialect);

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', c.id)
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull().check(sql`role IN ('client', 'lawyer', 'admin')`))
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('is_verified', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('lawyer_profiles')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('specialization', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('experience_years', 'integer', (col) => col.notNull())
      .addColumn('license_number', 'text', (col) => col.notNull())
      .addColumn('education', 'text', (col) => col.notNull())
      .addColumn('bio', 'text', (col) => col.notNull())
      .addColumn('hourly_rate', 'integer', (col) => col.notNull())
      .addColumn('rating', c.real, (col) => col.notNull().defaultTo(0))
      .addColumn('reviews', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', c.timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('documents')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) =>
        col
          .notNull()
          .check(sql`kind IN ('profile_picture', 'government_id', 'law_degree', 'bar_certificate')`),
      )
      .addColumn('stored_name', 'text', (col) => col.notNull().unique())
      .addColumn('mime', 'text', (col) => col.notNull())
      .addColumn('ext', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('uploaded_at', c.timestamp, (col) => col.notNull())
      .addPrimaryKeyConstraint('documents_pkey', ['user_id', 'kind'])
      .execute();

    // one current request per lawyer: a resubmission reuses the row, so the admin's id stays stable
    await db.schema
      .createTable('verification_requests')
      .addColumn('id', 'integer', c.id)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status IN ('pending', 'approved', 'rejected', 'info_requested')`),
      )
      .addColumn('reason', 'text')
      .addColumn('message', 'text')
      .addColumn('submitted_at', c.timestamp, (col) => col.notNull())
      .addColumn('decided_at', c.timestamp)
      .execute();
    await db.schema
      .createIndex('verification_requests_by_date')
      .on('verification_requests')
      .columns(['submitted_at', 'id'])
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('jti', 'text', (col) => col.primaryKey())
      .addColumn('family', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('refresh_tokens_by_family').on('refresh_tokens').column('family').execute();

    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
});
