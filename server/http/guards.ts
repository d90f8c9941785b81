// Authentication and role checks as onRequest hooks, so they run before any body is parsed
// and never need copying into handlers (docs/architecture.md, "How a request travels"). An access
// token of a session that was ended (signed out, or ended by a password reset or change) is
// refused at once, with the reason when there is one, so the device can say why it was signed out
// (docs/decisions/0113-accounts-people-can-manage.md).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { SESSION_ENDED } from '../../src/api/contract.ts';
import { ApiError } from '../lib/errors.ts';
import type { UserRepo, UserRole, UserRow } from '../repo/users.ts';
import type { TokenService } from '../auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** the session (refresh-token family) of the access token, when the token names one */
    session: string | undefined;
  }
}

const challenge = { 'www-authenticate': 'Bearer realm="api"' };

/** 401 for a token of a session ended for a reason: `code` says so, `detail` says why. */
export const sessionEnded = (reason: string): ApiError =>
  new ApiError(401, { detail: reason, code: SESSION_ENDED }, challenge);

export function makeAuthenticate(tokens: TokenService, users: UserRepo): onRequestAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw new ApiError(401, 'Authentication credentials were not provided.', challenge);
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
    const claims = match?.[1] ? await tokens.verify(match[1], 'access') : null;
    // the account is read fresh: a deleted user or a changed role takes effect at once
    const [user, ended] = claims
      ? await Promise.all([users.byId(claims.userId), tokens.ended(claims.family)])
      : [undefined, null];
    if (ended?.reason) throw sessionEnded(ended.reason);
    if (!user || user.deleted_at !== null || ended) {
      throw new ApiError(401, 'Invalid or expired token.', challenge);
    }
    request.user = user;
    request.session = claims?.family;
  };
}

export function requireRole(...roles: UserRole[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw new ApiError(401, 'Authentication credentials were not provided.', challenge);
    if (!roles.includes(request.user.role)) {
      throw new ApiError(403, 'You do not have permission to perform this action.');
    }
  };
}

// For handlers behind the hooks above: the user is always there.
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new ApiError(401, 'Authentication credentials were not provided.', challenge);
  return request.user;
}
