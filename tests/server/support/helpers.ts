// Test harness: each app gets a fresh backing (a temporary data folder; on the PostgreSQL leg
// also its own database and bucket prefix, support/backing.ts), quiet logs and cheap argon2
// parameters (the production default stays OWASP's; stored hashes verify either way).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { App } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config/start-up.ts';
import type { Config } from '../../../server/config/settings.ts';
import type { LoginResponse, Tokens } from '../../../src/api/contract.ts';
import { freshBacking } from './backing.ts';
import type { Backing } from './backing.ts';

export const FAST_ARGON2 = { memorySize: 1024, iterations: 1 };
export const ADMIN = { email: 'admin@lawmatch.test', password: 'LawMatch-Admin-2026' };
export const PASSWORD = 'Correct-Horse-42';

export interface TestApp extends App {
  dir: string;
  config: Config;
  dispose(): Promise<void>;
}

export const testConfig = (backing: Backing, env: Record<string, string> = {}): Config => ({
  ...loadConfig({ DATA_DIR: backing.dir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...backing.env, ...env }),
  argon2: FAST_ARGON2,
});

/** An app on a fresh backing, or on the one given (which dispose then leaves in place). */
export async function makeApp(env: Record<string, string> = {}, given?: Backing): Promise<TestApp> {
  const backing = given ?? (await freshBacking());
  const config = testConfig(backing, env);
  const app = await buildApp(config).catch(async (error: unknown) => {
    if (!given) await backing.remove();
    throw error;
  });
  return {
    ...app,
    dir: backing.dir,
    config,
    async dispose() {
      await app.close();
      if (!given) await backing.remove();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postJson(app: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.api.inject({ method: 'POST', url, payload: body as InjectOptions['payload'], headers });
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${(counter += 1)}@example.test`;

export async function register(app: TestApp, userType: 'client' | 'lawyer', email = uniqueEmail(userType)) {
  const res = await postJson(app, '/api/accounts/register/', {
    name: `Test ${userType}`,
    email,
    password: PASSWORD,
    userType,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email, ...(res.json() as LoginResponse) };
}

export async function login(app: TestApp, email: string, password: string): Promise<LoginResponse> {
  const res = await postJson(app, '/api/accounts/login/', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as LoginResponse;
}

export const adminTokens = async (app: TestApp): Promise<Tokens> =>
  (await login(app, ADMIN.email, ADMIN.password)).tokens;

export interface FilePart {
  filename: string;
  content: Uint8Array;
  type?: string;
}

// A real multipart body, built the way a browser's FormData is.
export type FormParts = Record<string, string | FilePart> | Array<[string, string | FilePart]>;

export async function multipart(parts: FormParts) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(parts) ? parts : Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([Uint8Array.from(value.content)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json() as T;
