// The database side of a backup: a snapshot through SQLite's online backup API, which reads one
// consistent state while the API goes on writing (never a copy of the file, which can catch a
// write half-way), and what a snapshot holds.
import Database from 'better-sqlite3';
import { migrationsFor } from '../db/migrate.ts';

// every page in one step: the step reads inside one transaction, so writes meanwhile can
// neither restart the copy nor end up half in it
const ALL_PAGES = 0x7fffffff;

/** The schema versions this code knows, oldest first (the names of its migrations). */
export const knownSchemaVersions = (): string[] => Object.keys(migrationsFor('sqlite')).sort();

/** Writes a snapshot of the database at `source` to the new file `target`, in one piece. */
export async function snapshotDatabase(source: string, target: string): Promise<void> {
  const live = new Database(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  // a copy of a WAL database is marked WAL; the snapshot is one self-contained file instead
  const copy = new Database(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export interface DocumentFile {
  name: string;
  userId: number;
  kind: string;
}

export interface SnapshotContents {
  /** SQLite's integrity check: empty when it passes */
  problems: string[];
  schemaVersion: string | null;
  tables: Record<string, number>;
  /** the stored files the rows point to */
  documents: DocumentFile[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What a snapshot holds, read without writing to it. */
export function inspectSnapshot(file: string): SnapshotContents {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const problems = (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((r) => r.integrity_check)
      .filter((r) => r !== 'ok');
    const names = (
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as Array<{ name: string }>
    ).map((r) => r.name);
    const tables: Record<string, number> = {};
    for (const name of names) {
      tables[name] = (db.prepare(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }).n;
    }
    const latest = names.includes('kysely_migration')
      ? (db.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as
          { name: string } | undefined)
      : undefined;
    // documents and message_attachments are the tables whose rows point to stored files (as in
    // uploads/sweep.ts); a message's file is listed under its writer
    const files = (query: string) =>
      (db.prepare(query).all() as Array<{ stored_name: string; user_id: number; kind: string }>).map((r) => ({
        name: r.stored_name,
        userId: r.user_id,
        kind: r.kind,
      }));
    const documents = [
      ...(names.includes('documents')
        ? files('SELECT stored_name, user_id, kind FROM documents ORDER BY user_id, kind')
        : []),
      ...(names.includes('message_attachments')
        ? files(`SELECT a.stored_name, m.sender_id AS user_id, 'message_attachment' AS kind
            FROM message_attachments a JOIN messages m ON m.id = a.message_id ORDER BY a.id`)
        : []),
    ];
    return { problems, schemaVersion: latest?.name ?? null, tables, documents };
  } finally {
    db.close();
  }
}

/**
 * Ends every session a restored database holds: a refresh token revoked after the snapshot
 * was taken (a sign-out) would otherwise be valid again.
 */
export function revokeSessions(file: string): number {
  const db = new Database(file, { fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'refresh_tokens'")
      .get();
    if (!tables) return 0;
    return db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE revoked_at IS NULL')
      .run(Math.floor(Date.now() / 1000)).changes;
  } finally {
    db.close();
  }
}
