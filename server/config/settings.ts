// Settings of the local API, parsed from the environment and nothing else: no folder is made,
// no file written (docs/decisions/0023-local-api-as-reference-implementation.md). The data folder
// and the signing secret are start-up work (./start-up.ts). Anything invalid stops the start with
// a message that names the variable.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { mailEnvShape, mailSettings } from './mail.ts';
import type { MailSettings } from './mail.ts';
import { storeEnvShape, storeSettings } from './stores.ts';
import type { StoreSettings } from './stores.ts';

/** the dev server (WEB_PORT, 5173 unless set) and the preview (4173), by name and by address */
const defaultOrigins = (webPort: number): string[] =>
  [webPort, 4173].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
const DEV_ADMIN_EMAIL = 'admin@lawmatch.test';
export const DEV_ADMIN_PASSWORD = 'LawMatch-Admin-2026';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const positive = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);
const seconds = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000_000).default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((v) => v === 'true' || v === '1');
const isOrigin = (value: string): boolean => {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
};
const isAddressOrRange = (value: string): boolean => {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  const max = version === 4 ? 32 : 128;
  return (
    version !== 0 &&
    rest.length === 0 &&
    (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max))
  );
};
const origin = z.string().refine(isOrigin, 'must be origins such as http://localhost:5173');
// where people open the SPA; a path is allowed (a site served under /app), a query is not
const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
};

// A signing secret must not be guessable: 32 characters or more, and at least 128 bits by the
// estimate below (docs/decisions/0074-private-data-folder-and-strong-secret.md).
export const MIN_SECRET_BITS = 128;
const GENERATE_SECRET = 'generate one with: openssl rand -base64 48';

/**
 * A cautious estimate of a secret's entropy in bits: its length times the Shannon entropy of its
 * characters' frequencies (32 × "a" is 0 bits), or its deflated size when that is smaller (a
 * word repeated has varied characters but compresses well).
 */
export function entropyBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  const compressed = deflateRawSync(Buffer.from(secret), { level: 9 }).length * 8;
  return Math.floor(Math.min(perChar * chars.length, compressed));
}

/** HASH_QUEUE_MAX's default: about three seconds of waiting at the OWASP cost on two cores. */
export const DEFAULT_HASH_QUEUE_MAX = 64;

const envSchema = z.object({
  API_PORT: port(8000),
  MATCH_PORT: port(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z
    .string()
    .min(32, `must be at least 32 characters; ${GENERATE_SECRET}`)
    .refine((s) => entropyBits(s) >= MIN_SECRET_BITS, {
      error: (issue) =>
        `too easy to guess (about ${entropyBits(String(issue.input))} bits of entropy, at least ${MIN_SECRET_BITS} needed); ${GENERATE_SECRET}`,
    })
    .optional(),
  // the dev server's port (vite.config.ts reads it too); the default origins follow it
  WEB_PORT: port(5173),
  CORS_ORIGINS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin))
    .optional(),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
  SEED_DEMO: flag,
  PUBLIC_API_URL: z.url().optional(),
  PUBLIC_WEB_URL: z
    .string()
    .refine(
      isWebUrl,
      'must be an http:// or https:// URL without a query, such as https://lawmatch.example.com',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // the benchmark raises these; the defaults are the production-like limits
  LOGIN_MAX_PER_ACCOUNT: positive(10),
  LOGIN_MAX_PER_IP: positive(30),
  LOGIN_WINDOW_SECONDS: positive(900),
  LOGIN_MAX_PER_ACCOUNT_TOTAL: positive(100),
  // new accounts per address (docs/decisions/0070-bounded-password-hashing.md)
  REGISTER_MAX_PER_IP: positive(20),
  REGISTER_WINDOW_SECONDS: positive(3600),
  // password hashes that may wait for the hashing worker; the next request gets 503
  HASH_QUEUE_MAX: positive(DEFAULT_HASH_QUEUE_MAX),
  // uploaded files no row points to are deleted at start once this old
  // (docs/decisions/0072-no-orphan-uploads.md)
  ORPHAN_UPLOAD_GRACE_SECONDS: seconds(900),
  // behind a load balancer: which hops may say who the client is (X-Forwarded-For), so that
  // per-address limits see clients, not the balancer (docs/running-on-postgresql.md)
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => v === 'true' || v === 'false' || v.split(',').every((a) => isAddressOrRange(a.trim())),
      'must be true, false, or IP addresses/CIDR ranges separated by commas',
    )
    .default('false')
    .transform((v): boolean | string[] =>
      v === 'true' ? true : v === 'false' ? false : v.split(',').map((a) => a.trim()),
    ),
  ...storeEnvShape,
  ...mailEnvShape,
});

export interface Argon2Cost {
  memorySize: number;
  iterations: number;
}

export interface RegisterLimits {
  perIp: number;
  windowSeconds: number;
}

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  perAccountTotal: number;
  windowSeconds: number;
}

/** The settings as the environment gives them; ./start-up.ts makes them a Config. */
export interface Settings extends StoreSettings {
  apiPort: number;
  matchPort: number;
  host: string;
  dataDir: string;
  /** JWT_SECRET when it is set; else start-up keeps one in the data folder */
  jwtSecret: string | undefined;
  corsOrigins: string[];
  admin: { email: string; password: string; isDevDefault: boolean };
  seedDemo: boolean;
  publicApiUrl: string;
  /** whether PUBLIC_API_URL named it; else it is the API's own listening address, said at start */
  publicApiUrlGiven: boolean;
  /** where people open the SPA: the links in notification e-mails start with it */
  publicWebUrl: string;
  /** SMTP for the notification e-mails; null: none are sent
   * (docs/decisions/0092-notification-bell-and-mail.md) */
  mail: MailSettings | null;
  logLevel: string;
  // failed sign-ins per window: to one account from one address, from one address, and to one
  // account from every address that has failed on it (docs/decisions/0042-login-throttle.md)
  loginLimits: LoginLimits;
  trustProxy: boolean | string[];
  registerLimits: RegisterLimits;
  hashQueueMax: number;
  orphanUploadGraceMs: number;
  // OWASP argon2id parameters; only tests pass a cheaper cost (hashes stay verifiable either way)
  argon2: Argon2Cost;
}

export const OWASP_ARGON2: Argon2Cost = { memorySize: 19456, iterations: 2 };

/** What the local API runs with: the settings, and the signing secret start-up settled on. */
export interface Config extends Settings {
  jwtSecret: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** The API's own address, when PUBLIC_API_URL does not name one: where it listens, as a browser on this machine reaches it. */
function listeningAddress(host: string, port: number): string {
  const local =
    host === '127.0.0.1' || host === '0.0.0.0' || host === '::' || host === '::1' || host === 'localhost';
  const name = local ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The settings in `env`, or a ConfigError naming each variable that is wrong. */
export function parseSettings(env: Env): Settings {
  // an empty variable means "use the default", as in most .env tooling
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.API_PORT !== 0 && e.API_PORT === e.MATCH_PORT) {
    throw new ConfigError('Invalid settings:\n  API_PORT and MATCH_PORT must differ');
  }
  const dataDir = resolve(e.DATA_DIR);
  const stores = storeSettings(e, dataDir);
  const mail = mailSettings(e);
  const problems = [
    ...('problems' in stores ? stores.problems : []),
    ...('problems' in mail ? mail.problems : []),
  ];
  if ('problems' in stores || 'problems' in mail) {
    throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const corsOrigins = (e.CORS_ORIGINS ?? defaultOrigins(e.WEB_PORT)).map((o) => o.replace(/\/$/, ''));
  return {
    apiPort: e.API_PORT,
    matchPort: e.MATCH_PORT,
    host: e.HOST,
    dataDir,
    jwtSecret: e.JWT_SECRET,
    corsOrigins,
    admin: {
      email: e.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL,
      password: e.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
      isDevDefault: e.ADMIN_PASSWORD === undefined,
    },
    seedDemo: e.SEED_DEMO,
    // links in answers and e-mails come from here, never from a request's Host header
    publicApiUrl: (e.PUBLIC_API_URL ?? listeningAddress(e.HOST, e.API_PORT)).replace(/\/$/, ''),
    publicApiUrlGiven: e.PUBLIC_API_URL !== undefined,
    // the SPA must be one of the origins the API accepts, so the first of them is a fair guess
    publicWebUrl: (e.PUBLIC_WEB_URL ?? corsOrigins[0] ?? `http://localhost:${e.WEB_PORT}`).replace(
      /\/+$/,
      '',
    ),
    mail: mail.mail,
    logLevel: e.LOG_LEVEL,
    loginLimits: {
      perAccount: e.LOGIN_MAX_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_PER_IP,
      perAccountTotal: e.LOGIN_MAX_PER_ACCOUNT_TOTAL,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    registerLimits: { perIp: e.REGISTER_MAX_PER_IP, windowSeconds: e.REGISTER_WINDOW_SECONDS },
    hashQueueMax: e.HASH_QUEUE_MAX,
    orphanUploadGraceMs: e.ORPHAN_UPLOAD_GRACE_SECONDS * 1000,
    ...stores,
    argon2: OWASP_ARGON2,
  };
}
