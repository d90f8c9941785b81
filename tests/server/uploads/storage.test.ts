// The file store's contract, on both drivers: the local folder and S3-compatible object storage
// (against a test server as strict about checksums as many S3-compatible servers are).
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { StorageSettings } from '../../../server/config/stores.ts';
import { s3ClientConfig } from '../../../server/uploads/s3-store.ts';
import { createFileStore } from '../../../server/uploads/store.ts';
import type { FileStore } from '../../../server/uploads/file-store.ts';
import { StoredFileMissing } from '../../../server/uploads/stored-names.ts';
import { PNG, QUEUE, submitProfile, submittedLawyer } from '../support/profile-fixtures.ts';
import { adminTokens, bearer, makeApp, postJson, testConfig } from '../support/helpers.ts';
import { freshBacking } from '../support/backing.ts';
import { TEST_S3_CREDENTIALS, startS3Server } from '../support/s3-server.ts';
import type { TestS3 } from '../support/s3-server.ts';

let s3: TestS3;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let prefixes = 0;
const s3Settings = (changes: Partial<Extract<StorageSettings, { kind: 's3' }>> = {}): StorageSettings => ({
  kind: 's3',
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  prefix: `storage-test-${process.pid}-${(prefixes += 1)}/`,
  credentials: TEST_S3_CREDENTIALS,
  ...changes,
});
const localSettings = (): StorageSettings => {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-store-'));
  dirs.push(dir);
  return { kind: 'local', dir };
};

const DRIVERS: Array<[string, () => StorageSettings]> = [
  ['the local folder', localSettings],
  ['S3-compatible storage', () => s3Settings()],
];

describe.each(DRIVERS)('file store on %s', (_name, settings) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await createFileStore(settings());
    await store.check();
  });
  afterAll(() => store.close());

  it('saves under a new random name, streams the bytes back, lists and removes', async () => {
    const a = await store.save(Buffer.from('first file'), 'pdf', 'application/pdf');
    const b = await store.save(PNG, 'png', 'image/png');
    expect(a).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(b).not.toBe(a);
    expect((await store.list()).sort()).toEqual([a, b].sort());
    const file = await store.open(a);
    expect(file.size).toBe(10);
    expect(await text(file.stream)).toBe('first file');
    await store.remove([a, b, a]);
    expect(await store.list()).toEqual([]);
  });

  it('says a missing file is missing, and refuses names it did not make', async () => {
    await expect(store.open('0123456789abcdef0123456789abcdef.pdf')).rejects.toBeInstanceOf(
      StoredFileMissing,
    );
    for (const name of ['../secret.pdf', 'a/b.pdf', '0123456789abcdef0123456789abcdef.pdf/..', '']) {
      await expect(store.open(name)).rejects.toThrow('Invalid stored file name');
    }
  });
});

describe('S3-compatible storage', () => {
  it('keeps each prefix to itself', async () => {
    const [one, two] = await Promise.all([createFileStore(s3Settings()), createFileStore(s3Settings())]);
    const name = await one.save(Buffer.from('x'), 'pdf', 'application/pdf');
    expect(await one.list()).toEqual([name]);
    expect(await two.list()).toEqual([]);
    one.close();
    two.close();
  });

  it("needs the client's checksum setting: the SDK's default checksums are refused here, as by many servers", async () => {
    const {
      requestChecksumCalculation: _r,
      responseChecksumValidation: _v,
      ...defaults
    } = s3ClientConfig(s3Settings() as Extract<StorageSettings, { kind: 's3' }>);
    const client = new S3Client(defaults);
    await expect(
      client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'x.pdf', Body: 'x' })),
    ).rejects.toThrow(/Unsupported header x-amz-/);
    client.destroy();
  });

  it('stops the start with a message naming the bucket when the bucket is not there', async () => {
    const backing = await freshBacking();
    const config = {
      ...testConfig(backing),
      storage: s3Settings({ bucket: 'no-such-bucket' }),
    };
    await expect(buildApp(config)).rejects.toThrow(/^Cannot use the file store at s3:\/\/no-such-bucket\//);
    await backing.remove();
  });
});

describe('documents are never public', () => {
  it("serves a lawyer's photo only while the lawyer is verified", async () => {
    const app = await makeApp();
    try {
      const admin = (await adminTokens(app)).access;
      const lawyer = await submittedLawyer(app, admin);
      const photo = () => app.api.inject({ url: `/api/accounts/lawyers/${lawyer.user.id}/photo/` });
      expect((await photo()).statusCode).toBe(404);
      await postJson(app, `${QUEUE}/${lawyer.item.id}/approve/`, undefined, bearer(admin));
      const shown = await photo();
      expect(shown.statusCode).toBe(200);
      expect(shown.rawPayload.equals(PNG)).toBe(true);
      expect(shown.headers['content-length']).toBe(String(PNG.length));
      // a verified lawyer's new submission is a re-check: still verified, the photo still shown
      // (docs/decisions/0086-save-is-not-submit.md); a rejected first request never shows it
      expect((await submitProfile(app, lawyer.tokens.access)).statusCode).toBe(201);
      expect((await photo()).statusCode).toBe(200);
      const other = await submittedLawyer(app, admin);
      await postJson(app, `${QUEUE}/${other.item.id}/reject/`, { reason: 'Not found.' }, bearer(admin));
      expect(
        (await app.api.inject({ url: `/api/accounts/lawyers/${other.user.id}/photo/` })).statusCode,
      ).toBe(404);
      // documents stay with the admin: nobody else gets a route to them
      const anonymous = await app.api.inject({ url: `${QUEUE}/${lawyer.item.id}/documents/government_id/` });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await app.dispose();
    }
  });
});
