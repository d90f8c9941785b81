// What a developer meets on a first run: settings from a `.env` file, readable logs in
// development and JSON in production, and a server that a site it refuses can still tell apart
// from one that is down.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../../server/config/settings.ts';
import { loadConfig } from '../../../server/config/start-up.ts';
import { wantsReadableLogs } from '../../../server/http/logger.ts';
import { makeApp } from '../support/helpers.ts';

let dir: string;
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** A data folder and a settings file in a fresh folder; the variables it sets start unset. */
function settingsFile(text: string) {
  dir = mkdtempSync(join(tmpdir(), 'lawmatch-env-'));
  const file = join(dir, '.env');
  writeFileSync(file, text);
  for (const name of ['API_PORT', 'MATCH_PORT', 'SEED_DEMO']) vi.stubEnv(name, undefined);
  vi.stubEnv('DATA_DIR', join(dir, 'data'));
  return file;
}

describe('settings file', () => {
  it('is read at start, and a variable set in the environment wins over it', () => {
    vi.stubEnv('ENV_FILE', settingsFile('API_PORT=9123 # the API\nMATCH_PORT=9124\nSEED_DEMO=false\n'));
    vi.stubEnv('MATCH_PORT', '7000');
    expect(loadConfig()).toMatchObject({ apiPort: 9123, matchPort: 7000, seedDemo: false });
  });

  it('is not read with ENV_FILE=none, and one that is named but missing stops the start', () => {
    settingsFile('API_PORT=9123\n');
    vi.stubEnv('ENV_FILE', 'none');
    expect(loadConfig().apiPort).toBe(8000);
    vi.stubEnv('ENV_FILE', join(dir, 'missing.env'));
    expect(() => loadConfig()).toThrow(ConfigError);
    expect(() => loadConfig()).toThrow('ENV_FILE');
  });

  it('is not read when the settings are passed in (tests, scripts)', () => {
    vi.stubEnv('ENV_FILE', settingsFile('API_PORT=9123\n'));
    expect(loadConfig({ DATA_DIR: join(dir, 'data') }).apiPort).toBe(8000);
  });
});

describe('log format', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ LOG_FORMAT: 'json' }, false],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, true],
  ])('%j: readable %s', (env, readable) => {
    expect(wantsReadableLogs(env)).toBe(readable);
  });
});

describe('a request for headers only', () => {
  it('may be loaded by any site (it has no body), so a refused site can tell the server is up', async () => {
    const app = await makeApp();
    dir = app.dir;
    try {
      for (const url of ['/api/accounts/login/', '/api/accounts/me/']) {
        const head = await app.api.inject({
          method: 'HEAD',
          url,
          headers: { origin: 'http://elsewhere.example' },
        });
        expect(head.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
        expect(head.headers['access-control-allow-origin'], url).toBeUndefined();
        expect(head.body).toBe('');
      }
      const get = await app.api.inject({ method: 'GET', url: '/api/accounts/me/' });
      expect(get.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await app.close();
    }
  });
});
