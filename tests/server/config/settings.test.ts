import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, OWASP_ARGON2, parseSettings } from '../../../server/config/settings.ts';
import { loadConfig } from '../../../server/config/start-up.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'lawmatch-config-')));
const SECRET = 'a-secret-shared-by-every-instance-0123456789';
const PG = 'postgres://lawmatch:pw@db.example:5432/lawmatch';
const FROM = 'LawMatch <no-reply@lawmatch.example>';

describe('config', () => {
  it('has the documented defaults and keeps a generated JWT secret in the data folder', () => {
    const config = loadConfig({ DATA_DIR: fresh() });
    expect(config).toMatchObject({
      apiPort: 8000,
      matchPort: 5000,
      host: '127.0.0.1',
      seedDemo: true,
      publicApiUrl: 'http://localhost:8000',
      // the dev server, the first of the default CORS origins; no e-mail without SMTP_HOST
      publicWebUrl: 'http://localhost:5173',
      mail: null,
      admin: { email: 'admin@lawmatch.test', password: 'LawMatch-Admin-2026', isDevDefault: true },
      loginLimits: { perAccount: 10, perIp: 30, perAccountTotal: 100, windowSeconds: 900 },
      argon2: OWASP_ARGON2,
      database: { kind: 'sqlite', file: join(dir, 'lawmatch.db') },
      storage: { kind: 'local', dir: join(dir, 'uploads') },
    });
    expect(config.corsOrigins).toContain('http://localhost:5173');
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{}, 'http://localhost:8000'],
    [{ HOST: '0.0.0.0', API_PORT: '9000' }, 'http://localhost:9000'],
    [{ HOST: '10.0.0.5', API_PORT: '9000' }, 'http://10.0.0.5:9000'],
    [{ HOST: 'fd00::5' }, 'http://[fd00::5]:8000'],
    [{ PUBLIC_API_URL: 'https://api.lawmatch.example/' }, 'https://api.lawmatch.example'],
  ])('links to the API from %j: %s, never a request Host', (env, url) => {
    expect(parseSettings({ DATA_DIR: '/nowhere', ...env }).publicApiUrl).toBe(url);
  });

  it('parses the settings without touching the disk: no folder is made and no secret kept', () => {
    const missing = join(fresh(), 'not-yet');
    const settings = parseSettings({ DATA_DIR: missing });
    expect(settings).toMatchObject({ dataDir: missing, jwtSecret: undefined });
    expect(existsSync(missing)).toBe(false);
    expect(() => parseSettings({ DATA_DIR: missing, API_PORT: 'eighty' })).toThrow(ConfigError);
  });

  it.each([
    [{ API_PORT: 'eighty' }, 'API_PORT'],
    [{ MATCH_PORT: '70000' }, 'MATCH_PORT'],
    [{ API_PORT: '9000', MATCH_PORT: '9000' }, 'must differ'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ CORS_ORIGINS: 'localhost:5173' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'foo,http://localhost:5173' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'http://localhost:5173/app' }, 'CORS_ORIGINS'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ LOGIN_MAX_PER_IP: '0' }, 'LOGIN_MAX_PER_IP'],
    [{ LOGIN_MAX_PER_ACCOUNT_TOTAL: 'many' }, 'LOGIN_MAX_PER_ACCOUNT_TOTAL'],
    [{ TRUST_PROXY: 'the balancer' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ DATABASE_URL: 'mysql://db.example/lawmatch', JWT_SECRET: SECRET }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres:///lawmatch', JWT_SECRET: SECRET }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db.example/lawmatch' }, 'JWT_SECRET: required with DATABASE_URL'],
    [{ DATABASE_URL: PG, JWT_SECRET: SECRET, DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_URL: PG, JWT_SECRET: SECRET, DATABASE_SSL: 'yes' }, 'DATABASE_SSL'],
    [{ DATABASE_URL: PG, JWT_SECRET: SECRET, DATABASE_SSL_CA: '/ca.pem' }, 'DATABASE_SSL_CA: only with'],
    [
      {
        DATABASE_URL: PG,
        JWT_SECRET: SECRET,
        DATABASE_SSL: 'verify-full',
        DATABASE_SSL_CA: '/no/such/ca.pem',
      },
      'cannot read',
    ],
    [{ DATABASE_SSL: 'require' }, 'DATABASE_SSL: only with DATABASE_URL'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT: only with S3_BUCKET'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'docs', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID: give both'],
    [{ S3_BUCKET: 'docs', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'docs', S3_PREFIX: 'a b' }, 'S3_PREFIX'],
    [{ PUBLIC_WEB_URL: 'lawmatch.example.com' }, 'PUBLIC_WEB_URL'],
    [{ PUBLIC_WEB_URL: 'ftp://lawmatch.example.com' }, 'PUBLIC_WEB_URL'],
    [{ PUBLIC_WEB_URL: 'https://lawmatch.example.com/?from=mail' }, 'PUBLIC_WEB_URL'],
    [{ SMTP_HOST: 'smtp://mail.example.com', SMTP_FROM: FROM }, 'SMTP_HOST: must be a host name'],
    [{ SMTP_HOST: 'mail.example.com:587', SMTP_FROM: FROM }, 'SMTP_HOST: must be a host name'],
    [{ SMTP_HOST: 'mail.example.com' }, 'SMTP_FROM: required with SMTP_HOST'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_FROM: 'no-reply' }, 'SMTP_FROM: must be an e-mail address'],
    [
      { SMTP_HOST: 'mail.example.com', SMTP_FROM: 'LawMatch <no-reply>' },
      'SMTP_FROM: must be an e-mail address',
    ],
    [{ SMTP_HOST: 'mail.example.com', SMTP_FROM: FROM, SMTP_PORT: '0' }, 'SMTP_PORT'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_FROM: FROM, SMTP_PORT: 'smtp' }, 'SMTP_PORT'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_FROM: FROM, SMTP_SECURE: 'yes' }, 'SMTP_SECURE'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_FROM: FROM, SMTP_USER: 'me' }, 'SMTP_USER: give both'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_FROM: FROM, SMTP_PASSWORD: 'pw' }, 'SMTP_USER: give both'],
    [
      { SMTP_HOST: 'mail.example.com', SMTP_FROM: FROM, SMTP_SECURE: 'true', SMTP_REQUIRE_TLS: 'true' },
      'SMTP_REQUIRE_TLS: only without SMTP_SECURE',
    ],
    [{ SMTP_FROM: FROM }, 'SMTP_FROM: only with SMTP_HOST'],
    [{ SMTP_USER: 'me', SMTP_PASSWORD: 'pw' }, 'SMTP_USER: only with SMTP_HOST'],
    [{ SMTP_PORT: '587' }, 'SMTP_PORT: only with SMTP_HOST'],
  ])('refuses %j with a message naming the setting', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: fresh(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(name);
  });

  it('reads the tunable login limits and SEED_DEMO=false', () => {
    const config = loadConfig({
      DATA_DIR: fresh(),
      LOGIN_MAX_PER_ACCOUNT: '1000',
      LOGIN_MAX_PER_IP: '100000',
      SEED_DEMO: 'false',
    });
    expect(config.loginLimits).toMatchObject({ perAccount: 1000, perIp: 100000 });
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, 192.168.1.2', ['10.0.0.0/8', '192.168.1.2']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: fresh(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('selects PostgreSQL with DATABASE_URL, with its pool and TLS settings', () => {
    const ca = join(fresh(), 'ca.pem');
    writeFileSync(ca, '-----BEGIN CERTIFICATE-----\n');
    const base = { DATA_DIR: dir, DATABASE_URL: PG, JWT_SECRET: SECRET };
    expect(loadConfig(base).database).toEqual({ kind: 'postgres', url: PG, poolSize: 10 });
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '25', DATABASE_SSL: 'require' }).database).toEqual({
      kind: 'postgres',
      url: PG,
      poolSize: 25,
      ssl: { rejectUnauthorized: false },
    });
    expect(loadConfig({ ...base, DATABASE_SSL: 'disable' }).database).toMatchObject({ ssl: false });
    expect(loadConfig({ ...base, DATABASE_SSL: 'verify-full', DATABASE_SSL_CA: ca }).database).toMatchObject({
      ssl: { rejectUnauthorized: true, ca: '-----BEGIN CERTIFICATE-----\n' },
    });
    // the secret is given, so none is made up and kept in the data folder
    expect(readdirSync(dir)).not.toContain('jwt-secret');
  });

  it('selects S3-compatible storage with S3_BUCKET', () => {
    const config = loadConfig({
      DATA_DIR: fresh(),
      S3_BUCKET: 'lawmatch-docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/prod/uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'lawmatch-docs',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'prod/uploads/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // without keys the SDK's own chain (environment, profile, instance role) supplies them
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: 'lawmatch-docs', S3_REGION: 'eu-west-2' }).storage).toEqual(
      {
        kind: 's3',
        bucket: 'lawmatch-docs',
        region: 'eu-west-2',
        forcePathStyle: false,
        prefix: '',
      },
    );
  });

  it('reads the SMTP settings of the notification e-mails, and where the SPA is', () => {
    const base = { DATA_DIR: fresh(), SMTP_HOST: 'smtp.example.com', SMTP_FROM: FROM };
    expect(loadConfig(base).mail).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTls: false,
      from: FROM,
    });
    expect(
      loadConfig({
        ...base,
        SMTP_SECURE: 'true',
        SMTP_USER: 'lawmatch',
        SMTP_PASSWORD: 'relay secret',
        SMTP_FROM: 'no-reply@lawmatch.example',
      }).mail,
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      requireTls: false,
      auth: { user: 'lawmatch', pass: 'relay secret' },
      from: 'no-reply@lawmatch.example',
    });
    expect(
      loadConfig({ ...base, SMTP_HOST: '::1', SMTP_PORT: '2525', SMTP_REQUIRE_TLS: '1' }).mail,
    ).toMatchObject({
      host: '::1',
      port: 2525,
      requireTls: true,
    });
    // an empty variable is unset, as for every setting
    expect(loadConfig({ DATA_DIR: dir, SMTP_HOST: '', SMTP_FROM: '' }).mail).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dir, PUBLIC_WEB_URL: 'https://lawmatch.example.com/app/' }).publicWebUrl,
    ).toBe('https://lawmatch.example.com/app');
    expect(loadConfig({ DATA_DIR: dir, CORS_ORIGINS: 'https://lawmatch.example.com' }).publicWebUrl).toBe(
      'https://lawmatch.example.com',
    );
  });

  it('moves the accepted sites and the app address with WEB_PORT, unless they are given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lawmatch-settings-'));
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      corsOrigins: [
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
      ],
      publicWebUrl: 'http://localhost:5173',
    });
    expect(loadConfig({ DATA_DIR: dir, WEB_PORT: '5180' })).toMatchObject({
      corsOrigins: [
        'http://localhost:5180',
        'http://127.0.0.1:5180',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
      ],
      publicWebUrl: 'http://localhost:5180',
    });
    expect(
      loadConfig({ DATA_DIR: dir, WEB_PORT: '5180', CORS_ORIGINS: 'https://lawmatch.example.com' })
        .corsOrigins,
    ).toEqual(['https://lawmatch.example.com']);
    expect(() => loadConfig({ DATA_DIR: dir, WEB_PORT: 'web' })).toThrow(/WEB_PORT/);
  });
});
