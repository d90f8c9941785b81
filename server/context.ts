// The services one running app shares between its two Fastify instances and all routes.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { LoginThrottle } from './auth/login-throttle.ts';
import type { Throttle } from './auth/throttle.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/schema.ts';
import type { LawyerIndex } from './match/lawyer-index.ts';
import type { CaseRepo } from './repo/cases.ts';
import type { ProfileRepo } from './repo/profiles.ts';
import type { UserRepo } from './repo/users.ts';
import type { VerificationRepo } from './repo/verifications.ts';
import type { FileStore } from './uploads/store.ts';

export interface AppContext {
  config: Config;
  db: Db;
  users: UserRepo;
  profiles: ProfileRepo;
  verifications: VerificationRepo;
  cases: CaseRepo;
  tokens: TokenService;
  throttle: Throttle;
  logins: LoginThrottle;
  store: FileStore;
  lawyers: LawyerIndex;
  authenticate: onRequestAsyncHookHandler;
}

export interface RouteOptions {
  ctx: AppContext;
}
