// Start-up work the settings leave to the program that runs: the settings file read into the
// environment, the data folder made private, and the signing secret kept in it
// (docs/decisions/0053-settings-file-ports-and-logs.md,
// docs/decisions/0074-private-data-folder-and-strong-secret.md). server/server.ts, the backup
// command and the tests call loadConfig; parsing alone is ./settings.ts.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, MIN_SECRET_BITS, entropyBits, parseSettings } from './settings.ts';
import type { Config, Settings } from './settings.ts';

type Env = Record<string, string | undefined>;

/**
 * process.env with the settings file loaded into it: ENV_FILE (default `.env` in the working
 * folder; `none` for no file). A variable already set in the environment wins over the file.
 * Vite reads the same file for the SPA's VITE_ settings, so one `.env` configures both.
 */
function processEnv(): Env {
  const file = process.env.ENV_FILE || '.env';
  if (file === 'none') return process.env;
  if (!existsSync(file)) {
    if (process.env.ENV_FILE)
      throw new ConfigError(`Invalid settings:\n  ENV_FILE: ${resolve(file)} does not exist`);
    return process.env;
  }
  if (typeof process.loadEnvFile !== 'function') {
    throw new ConfigError(
      `Invalid settings:\n  ${file}: reading it needs Node 20.12 or later; set the variables in the environment instead`,
    );
  }
  process.loadEnvFile(file);
  return process.env;
}

// The data folder holds the database, the uploads and the signing secret: the owner's only. A
// folder made before, with wider rights, is narrowed at every start.
function privateFolder(dir: string, variable: string): void {
  try {
    // a shared folder such as /tmp (sticky bit) must not be taken over
    if (existsSync(dir) && (statSync(dir).mode & 0o1000) !== 0) {
      throw new Error('a shared folder (sticky bit); give the API a folder of its own');
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
  } catch (error) {
    throw new ConfigError(
      `Invalid settings:\n  ${variable}: cannot use ${dir} (${(error as Error).message})`,
    );
  }
}

// The secret is generated once and kept beside the database so tokens survive restarts.
function keptSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    // kept from a version that wrote it readable by everyone
    chmodSync(file, 0o600);
    if (kept.length >= 32 && entropyBits(kept) >= MIN_SECRET_BITS) return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Makes the data folder (and the local upload folder) private and settles the signing secret. */
function prepareDataFolder(settings: Settings): Config {
  privateFolder(settings.dataDir, 'DATA_DIR');
  if (settings.storage.kind === 'local') privateFolder(settings.storage.dir, 'DATA_DIR');
  return { ...settings, jwtSecret: settings.jwtSecret ?? keptSecret(settings.dataDir) };
}

/** The settings of `env` (the environment and its settings file by default), ready to run with. */
export function loadConfig(env: Env = processEnv()): Config {
  return prepareDataFolder(parseSettings(env));
}
