import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, OWASP_ARGON2, loadConfig } from '../../server/config.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'lawmatch-config-')));

describe('config', () => {
  it('has the documented defaults and keeps a generated JWT secret in the data folder', () => {
    const config = loadConfig({ DATA_DIR: fresh() });
    expect(config).toMatchObject({
      apiPort: 8000,
      matchPort: 5000,
      host: '127.0.0.1',
      seedDemo: true,
      publicApiUrl: 'http://localhost:8000',
      admin: { email: 'admin@lawmatch.test', password: 'LawMatch-Admin-2026', isDevDefault: true },
      loginLimits: { perAccount: 10, perIp: 30, windowSeconds: 900 },
      argon2: OWASP_ARGON2,
    });
    expect(config.corsOrigins).toContain('http://localhost:5173');
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
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
});
