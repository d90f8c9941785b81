// Uploaded files live under DATA_DIR/uploads with random names; the database maps them to
// their owner and kind, so nothing a user sends ever becomes part of a path.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export class UploadStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  private pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error('Invalid stored file name');
    return join(this.dir, name);
  }

  private static newName(ext: string): string {
    return `${randomBytes(16).toString('hex')}.${ext}`;
  }

  async save(bytes: Uint8Array, ext: string): Promise<string> {
    const name = UploadStore.newName(ext);
    await writeFile(this.pathOf(name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  // seeding writes a few small files before the server listens
  saveSync(bytes: Uint8Array, ext: string): string {
    const name = UploadStore.newName(ext);
    writeFileSync(this.pathOf(name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.pathOf(name), { force: true })));
  }
}
