// A backup folder: the database snapshot, the stored files its rows point to, and manifest.json,
// written last, which describes them (docs/backups.md).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { isStoredName } from '../uploads/stored-names.ts';

const MANIFEST = 'manifest.json';
export const SNAPSHOT = 'lawmatch.db';
export const FILES = 'files';
export const FORMAT = 'lawmatch-backup';

const sha256 = z.string().regex(/^[a-f0-9]{64}$/, 'must be a SHA-256 checksum in hex');
const bytes = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  /** when the database snapshot was taken */
  createdAt: z.iso.datetime(),
  /** the last schema migration the snapshot holds; null for a database without any */
  schemaVersion: z.string().min(1).nullable(),
  /** the data folder it was taken from, for the reader */
  source: z.string(),
  database: z.object({ file: z.literal(SNAPSHOT), bytes, sha256 }),
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(
    z.object({ name: z.string().refine(isStoredName, 'must be a stored file name'), bytes, sha256 }),
  ),
  /** rows that pointed to a file the store did not have when the backup was taken */
  missing: z.array(z.object({ name: z.string(), userId: z.number(), kind: z.string() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

export class BackupRefused extends Error {}

export async function checksumOf(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes: size };
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  // written under another name and renamed: a manifest is whole or absent
  const partial = join(dir, `${MANIFEST}.partial`);
  await writeFile(partial, JSON.stringify(manifestSchema.parse(manifest), null, 2) + '\n', { mode: 0o600 });
  await rename(partial, join(dir, MANIFEST));
}

export async function readManifest(dir: string): Promise<Manifest> {
  const file = join(dir, MANIFEST);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') {
      throw new BackupRefused(
        `${file} is missing: ${dir} is not a LawMatch backup, or a backup that did not finish.`,
      );
    }
    throw new BackupRefused(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new BackupRefused(`${file} is not valid JSON (${(error as Error).message}).`);
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) {
    const issues = checked.error.issues
      .slice(0, 5)
      .map((i) => `  ${i.path.join('.') || 'manifest'}: ${i.message}`);
    throw new BackupRefused(`${file} is not a valid LawMatch backup manifest:\n${issues.join('\n')}`);
  }
  return checked.data;
}
