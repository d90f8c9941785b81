// Where the local API keeps its data: the embedded SQLite file and the local upload folder by
// default, PostgreSQL when DATABASE_URL is set, S3-compatible object storage when S3_BUCKET is
// set (docs/running-on-postgresql.md lists every setting). settings.ts validates these together
// with the other settings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const isPostgresUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const booleanSetting = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

export const storeEnvShape = {
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL with a host (unset: embedded SQLite)')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_SSL: z.enum(['disable', 'require', 'verify-full']).optional(),
  DATABASE_SSL_CA: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z, 0-9, dot, hyphen)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_FORCE_PATH_STYLE: booleanSetting,
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "may hold only letters, digits, / and !_.*'()-")
    .default(''),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
};

type StoreEnv = z.output<z.ZodObject<typeof storeEnvShape>> & { JWT_SECRET?: string | undefined };

type SslSettings = false | { rejectUnauthorized: boolean; ca?: string };

export interface PostgresSettings {
  url: string;
  poolSize: number;
  ssl?: SslSettings;
}

export type DatabaseSettings = { kind: 'sqlite'; file: string } | ({ kind: 'postgres' } & PostgresSettings);

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

export interface StoreSettings {
  database: DatabaseSettings;
  storage: StorageSettings;
}

function sslOf(e: StoreEnv, problems: string[]): SslSettings | undefined {
  if (e.DATABASE_SSL_CA && e.DATABASE_SSL !== 'verify-full') {
    problems.push('DATABASE_SSL_CA: only with DATABASE_SSL=verify-full');
  }
  if (e.DATABASE_SSL === undefined) return undefined; // the URL's sslmode, if any, decides
  if (e.DATABASE_SSL === 'disable') return false;
  if (e.DATABASE_SSL === 'require') return { rejectUnauthorized: false };
  if (!e.DATABASE_SSL_CA) return { rejectUnauthorized: true };
  try {
    return { rejectUnauthorized: true, ca: readFileSync(e.DATABASE_SSL_CA, 'utf8') };
  } catch (error) {
    problems.push(`DATABASE_SSL_CA: cannot read ${e.DATABASE_SSL_CA} (${(error as Error).message})`);
    return undefined;
  }
}

function databaseOf(e: StoreEnv, dataDir: string, problems: string[]): DatabaseSettings {
  if (!e.DATABASE_URL) {
    if (e.DATABASE_SSL || e.DATABASE_SSL_CA) problems.push('DATABASE_SSL: only with DATABASE_URL');
    return { kind: 'sqlite', file: join(dataDir, 'lawmatch.db') };
  }
  // every instance must sign and check tokens with one secret: none may make up its own
  if (!e.JWT_SECRET) problems.push('JWT_SECRET: required with DATABASE_URL (the same on every instance)');
  const ssl = sslOf(e, problems);
  return {
    kind: 'postgres',
    url: e.DATABASE_URL,
    poolSize: e.DATABASE_POOL_SIZE,
    ...(ssl === undefined ? {} : { ssl }),
  };
}

function storageOf(e: StoreEnv, dataDir: string, problems: string[]): StorageSettings {
  const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k]);
  if (!e.S3_BUCKET) {
    for (const key of given) problems.push(`${key}: only with S3_BUCKET`);
    return { kind: 'local', dir: join(dataDir, 'uploads') };
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  const prefix = e.S3_PREFIX.replace(/^\/+/, '');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

/** The stores' settings, or the problems found, each naming its variable. */
export function storeSettings(e: StoreEnv, dataDir: string): StoreSettings | { problems: string[] } {
  const problems: string[] = [];
  const database = databaseOf(e, dataDir, problems);
  const storage = storageOf(e, dataDir, problems);
  return problems.length > 0 ? { problems } : { database, storage };
}
