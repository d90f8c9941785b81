// The file store's interface: the local folder (local-store.ts) and S3-compatible object storage
// (s3-store.ts) both keep it; store.ts picks one (docs/decisions/0043-documents-on-object-storage.md).
import type { Readable } from 'node:stream';

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
