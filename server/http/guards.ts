// Authentication and role checks as onRequest hooks, so they run before any body is parsed
// and never need copying into handlers (STYLE "Server").
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../lib/errors.ts';
import type { UserRepo, UserRole, UserRow } from '../repo/users.ts';
import type { TokenService } from '../auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

const challenge = { 'www-authenticate': 'Bearer realm="api"' };

export function makeAuthenticate(tokens: TokenService, users: UserRepo): onRequestAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw new ApiError(401, 'Authentication credentials were not provided.', challenge);
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
    const claims = match?.[1] ? await tokens.verify(match[1], 'access') : null;
    // the account is read fresh: a deleted user or a changed role takes effect at once
    const user = claims ? await users.byId(claims.userId) : undefined;
    if (!user || user.deleted_at !== null) throw new ApiError(401, 'Invalid or expired token.', challenge);
    request.user = user;
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
