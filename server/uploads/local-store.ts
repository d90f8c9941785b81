// Uploaded files in a local folder (DATA_DIR/uploads by default), readable by the owner only.
import { createReadStream, mkdirSync } from 'node:fs';
import { access, open, readdir, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import type { FileStore, StoredFile } from './store.ts';
import { StoredFileMissing, checkedName, isStoredName, newStoredName } from './stored-names.ts';

export class LocalFileStore implements FileStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  get location(): string {
    return this.dir;
  }

  async check(): Promise<void> {
    await access(this.dir, constants.R_OK | constants.W_OK);
  }

  async save(bytes: Uint8Array, ext: string): Promise<string> {
    const name = newStoredName(ext);
    await writeFile(join(this.dir, name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  async open(name: string): Promise<StoredFile> {
    // opened before anything is sent, so a missing file is known before the reply starts
    const handle = await open(join(this.dir, checkedName(name)), 'r').catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'ENOENT') throw new StoredFileMissing(name);
      throw error;
    });
    try {
      const { size } = await handle.stat();
      return { stream: createReadStream('', { fd: handle }), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.dir, checkedName(name)), { force: true })));
  }

  async list(): Promise<string[]> {
    return (await readdir(this.dir)).filter(isStoredName);
  }

  close(): void {}
}
