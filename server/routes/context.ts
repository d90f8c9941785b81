// What every route is given: the settings and the clock, the database the repositories and
// services read, the pieces that hold state (tokens, throttles, the file store, the matching
// index), and the authentication hook. server/app.ts builds one for both Fastify instances.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { Throttle } from '../auth/throttle.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Config } from '../config/settings.ts';
import type { Db } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { LiveEvents } from '../live/live-events.ts';
import type { ProfileRepo } from '../repo/profiles.ts';
import type { UserRepo } from '../repo/users.ts';
import type { VerificationRepo } from '../repo/verifications.ts';
import type { LawyerIndex } from '../services/matching/lawyer-index.ts';
import type { PhotoUrl } from '../uploads/photo-url.ts';
import type { FileStore } from '../uploads/file-store.ts';

export interface AppContext {
  config: Config;
  clock: Clock;
  db: Db;
  users: UserRepo;
  profiles: ProfileRepo;
  verifications: VerificationRepo;
  tokens: TokenService;
  throttle: Throttle;
  logins: LoginThrottle;
  store: FileStore;
  lawyers: LawyerIndex;
  /** the public link of a lawyer's photo on their card */
  photoUrl: PhotoUrl;
  /** messages and read receipts, passed on to the other side's open conversation */
  live: LiveEvents;
  authenticate: onRequestAsyncHookHandler;
}

export interface RouteOptions {
  ctx: AppContext;
}
