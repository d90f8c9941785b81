// Where a test app keeps its data: always a fresh temporary folder; on the PostgreSQL leg also a
// fresh database cloned from the migrated template and its own prefix in the test bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { TEST_S3_CREDENTIALS } from './s3-server.ts';

export interface BackingServices {
  postgresUrl: string;
  template: string;
  s3: { endpoint: string; bucket: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    backing: BackingServices;
  }
}

export interface Backing {
  dir: string;
  /** settings that point an app at this backing */
  env: Record<string, string>;
  remove(): Promise<void>;
}

const TEST_JWT_SECRET = 'test-secret-for-every-instance-0123456789abcdefghij';

const services = (): BackingServices | undefined => inject('backing');
export const onPostgres = (): boolean => services() !== undefined;

let admin: pg.Client | undefined;
let counter = 0;

async function adminClient(url: string): Promise<pg.Client> {
  if (!admin) {
    admin = new pg.Client(url);
    await admin.connect();
  }
  return admin;
}

export async function closeAdmin(): Promise<void> {
  const client = admin;
  admin = undefined;
  await client?.end();
}

/** A fresh backing; `migrated: false` gives an empty database (the template is migrated). */
export async function freshBacking({ migrated = true } = {}): Promise<Backing> {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-'));
  const backing = services();
  if (!backing) return { dir, env: {}, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  const name = `t_${process.pid}_${(counter += 1)}`;
  const client = await adminClient(backing.postgresUrl);
  await client.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${backing.template}` : ''}`);
  const url = new URL(backing.postgresUrl);
  url.pathname = `/${name}`;
  return {
    dir,
    env: {
      DATABASE_URL: url.toString(),
      JWT_SECRET: TEST_JWT_SECRET,
      S3_BUCKET: backing.s3.bucket,
      S3_ENDPOINT: backing.s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: `${name}/`,
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
      await (await adminClient(backing.postgresUrl)).query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
