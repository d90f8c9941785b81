// Where uploaded files live: the local folder (default) or S3-compatible object storage
// (S3_BUCKET), behind one interface (docs/decisions/0043-documents-on-object-storage.md).
// Files get random names; the database maps them to their owner and kind, so nothing a user
// sends ever becomes part of a path or key. Nothing is ever public: the API streams a file to
// whoever may see it.
import type { StorageSettings } from '../config/stores.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-store.ts';

export async function createFileStore(settings: StorageSettings): Promise<FileStore> {
  if (settings.kind === 'local') return new LocalFileStore(settings.dir);
  // the SDK loads only when it is used: the default start does not pay for it
  const { S3FileStore } = await import('./s3-store.ts');
  return new S3FileStore(settings);
}
