// Where uploaded files live: the local folder (default) or S3-compatible object storage
// (S3_BUCKET), behind one interface (docs/decisions/0043-documents-on-object-storage.md).
// Files get random names; the database maps them to their owner and kind, so nothing a user
// sends ever becomes part of a path or key. Nothing is ever public: the API streams a file to
// whoever may see it.
import type { Readable } from 'node:stream';
import type { StorageSettings } from '../config-stores.ts';
import { LocalFileStore } from './local-store.ts';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStore {
  /** where files go, for messages (no secrets) */
  readonly location: string;
  /** fails at start, with a clear message, when the store cannot be used */
  check(): Promise<void>;
  /** stores the bytes under a new random name and returns it */
  save(bytes: Uint8Array, ext: string, mime: string): Promise<string>;
  /** the file's bytes as a stream; StoredFileMissing when it is not there */
  open(name: string): Promise<StoredFile>;
  /** deletes what exists of the named files */
  remove(names: readonly string[]): Promise<void>;
  /** every stored name (for sweeps, backups and tests) */
  list(): Promise<string[]>;
  /** stored names last written before the cutoff (ms since the epoch), for the start-up sweep */
  listOlderThan(cutoff: number): Promise<string[]>;
  /** deletes writes cut short (a crash mid-upload) begun before the cutoff; returns how many */
  removeUnfinished(cutoff: number): Promise<number>;
  close(): void;
}

export async function createFileStore(settings: StorageSettings): Promise<FileStore> {
  if (settings.kind === 'local') return new LocalFileStore(settings.dir);
  // the SDK loads only when it is used: the default start does not pay for it
  const { S3FileStore } = await import('./s3-store.ts');
  return new S3FileStore(settings);
}
