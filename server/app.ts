// Builds the local API: two Fastify instances (accounts/profiles/admin on API_PORT, matching
// on MATCH_PORT) over one database. Tests import this and use inject(); server.ts listens.
import type { FastifyInstance } from 'fastify';
import { makeAuthenticate } from './auth/guards.ts';
import { LoginLimiter } from './auth/rate-limit.ts';
import { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db.ts';
import { createInstance } from './http/instance.ts';
import { LawyerIndex } from './match/lawyer-index.ts';
import { ProfileRepo } from './repo/profiles.ts';
import { UserRepo } from './repo/users.ts';
import { VerificationRepo } from './repo/verifications.ts';
import { accountRoutes } from './routes/accounts.ts';
import { adminRoutes } from './routes/admin.ts';
import { matchRoutes } from './routes/match.ts';
import { profileRoutes } from './routes/profiles.ts';
import { seed } from './seed/seed.ts';
import { UploadStore } from './uploads/storage.ts';

export interface App {
  api: FastifyInstance;
  match: FastifyInstance;
  ctx: AppContext;
  seeded: { admin: boolean; demo: boolean };
  close(): Promise<void>;
}

export async function buildApp(config: Config): Promise<App> {
  const db = openDatabase(config.dataDir);
  const users = new UserRepo(db);
  const tokens = new TokenService(db, config.jwtSecret);
  const store = new UploadStore(config.dataDir);
  const ctx: AppContext = {
    config,
    db,
    users,
    tokens,
    store,
    profiles: new ProfileRepo(db),
    verifications: new VerificationRepo(db),
    limiter: new LoginLimiter(config.loginLimits),
    lawyers: new LawyerIndex(
      db,
      (id, stored) => `${config.publicApiUrl}/api/accounts/lawyers/${id}/photo/?v=${stored.slice(0, 8)}`,
    ),
    authenticate: makeAuthenticate(tokens, users),
  };
  let api: FastifyInstance | undefined;
  let match: FastifyInstance | undefined;
  // seeding waits mostly on password hashing in worker threads: let the instances be built meanwhile
  const seeding = seed({ db, users, store, config });
  seeding.catch(() => undefined);
  try {
    tokens.pruneExpired();
    api = await createInstance(config, 'api');
    api.decorateRequest('user', null);
    await api.register(accountRoutes, { ctx });
    await api.register(profileRoutes, { ctx });
    await api.register(adminRoutes, { ctx });

    match = await createInstance(config, 'match');
    await match.register(matchRoutes, { ctx });
    await Promise.all([api.ready(), match.ready()]);
    const seeded = await seeding;

    const [apiInstance, matchInstance] = [api, match];
    return {
      api: apiInstance,
      match: matchInstance,
      ctx,
      seeded,
      async close() {
        await Promise.allSettled([apiInstance.close(), matchInstance.close()]);
        db.close();
      },
    };
  } catch (error) {
    await Promise.allSettled([seeding, api?.close(), match?.close()]);
    db.close();
    throw error;
  }
}
