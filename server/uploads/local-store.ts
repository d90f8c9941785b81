// Uploaded files in a local folder (DATA_DIR/uploads by default), readable by the owner only.
// A file is written under a temporary name and renamed once whole, so a crash mid-write leaves
// only a temporary file, which the start-up sweep deletes (docs/decisions/0072-no-orphan-uploads.md).
import { createReadStream, mkdirSync } from 'node:fs';
import { access, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import type { FileStore, StoredFile } from './file-store.ts';
import {
  StoredFileMissing,
  UNFINISHED,
  checkedName,
  isStoredName,
  isUnfinishedName,
  newStoredName,
} from './stored-names.ts';

export class LocalFileStore implements FileStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  get location(): string {
    return this.dir;
  }

  async check(): Promise<void> {
    await access(this.dir, constants.R_OK | constants.W_OK);
  }

  async save(bytes: Uint8Array, ext: string): Promise<string> {
    const name = newStoredName(ext);
    const partial = join(this.dir, name + UNFINISHED);
    try {
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
      await rename(partial, join(this.dir, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
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

  async listOlderThan(cutoff: number): Promise<string[]> {
    return this.olderThan(await this.list(), cutoff);
  }

  async removeUnfinished(cutoff: number): Promise<number> {
    const old = await this.olderThan((await readdir(this.dir)).filter(isUnfinishedName), cutoff);
    await Promise.all(old.map((name) => rm(join(this.dir, name), { force: true })));
    return old.length;
  }

  private async olderThan(names: string[], cutoff: number): Promise<string[]> {
    const times = await Promise.all(
      // a file deleted meanwhile is simply not there any more
      names.map((name) =>
        stat(join(this.dir, name)).then(
          (s) => s.mtimeMs,
          () => Infinity,
        ),
      ),
    );
    return names.filter((_, i) => (times[i] ?? Infinity) < cutoff);
  }

  close(): void {}
}
