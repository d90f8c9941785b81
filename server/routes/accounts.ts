// Accounts: register, login, token refresh and the current user (DESIGN "The wire contract").
import type { FastifyPluginAsync } from 'fastify';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  meResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '../../src/api/contract.ts';
import { currentUser } from '../auth/guards.ts';
import { admitRegistration } from '../auth/register-throttle.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import { burnVerifyTime, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { RouteOptions } from '../context.ts';
import { ApiError, fieldErrors, parseWith, shape } from '../http/errors.ts';
import { isUniqueViolation } from '../db/database.ts';
import { toApiUser } from '../repo/users.ts';
import type { UserRow } from '../repo/users.ts';

const EMAIL_TAKEN = 'A user with this email already exists.';
const INVALID_CREDENTIALS = 'Invalid credentials';

export const accountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { config, users, tokens, logins } = ctx;

  app.post('/api/accounts/register/', async (request, reply) => {
    const parsed = registerRequestSchema.safeParse(request.body);
    const errors: Record<string, string[]> = parsed.success
      ? {}
      : (fieldErrors(parsed.error, request.body) as Record<string, string[]>);
    const raw = (request.body ?? {}) as { password?: unknown; email?: unknown; name?: unknown };
    // report every problem at once: a weak password and a taken e-mail can both be true
    // (docs/decisions/0077-weak-passwords-refused-by-the-server.md)
    const weak =
      !errors.password && typeof raw.password === 'string' ? await passwordProblem(raw.password, raw) : null;
    if (weak) errors.password = [weak];
    const email = registerRequestSchema.shape.email.safeParse(raw.email);
    if (!errors.email && email.success && (await users.byEmail(email.data))) errors.email = [EMAIL_TAKEN];
    if (!parsed.success || Object.keys(errors).length > 0) throw new ApiError(400, errors);

    const { name, password, userType } = parsed.data;
    await admitRegistration(ctx.throttle, config.registerLimits, request.ip);
    const passwordHash = await hashPassword(password, config.argon2);
    let user: UserRow;
    try {
      // clients need no review; lawyers are verified by an admin later (spec §3)
      user = await users.insert({
        email: parsed.data.email,
        name,
        role: userType,
        passwordHash,
        isVerified: userType === 'client',
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, { email: [EMAIL_TAKEN] });
      throw error;
    }
    const pair = await tokens.issue(user.id, user.role);
    return reply.code(201).send(shape(registerResponseSchema, { tokens: pair, user: toApiUser(user) }));
  });

  app.post('/api/accounts/login/', async (request) => {
    // the optional role is ignored: the SPA routes by the role the server returns (decision 4)
    const { email, password } = parseWith(loginRequestSchema, request.body);
    const attempt = await logins.attempt(email, request.ip);
    if (!attempt.ok) {
      const wait = attempt.retryAfter;
      throw new ApiError(429, `Too many login attempts. Try again in ${wait} seconds.`, {
        'retry-after': String(wait),
      });
    }
    const user = await users.byEmail(email);
    if (!user) {
      // same work as a wrong password, so response time does not tell which e-mails exist
      await burnVerifyTime(password, config.argon2);
      throw new ApiError(401, INVALID_CREDENTIALS);
    }
    if (!(await verifyPassword(password, user.password_hash))) throw new ApiError(401, INVALID_CREDENTIALS);
    await attempt.succeeded();
    const pair = await tokens.issue(user.id, user.role);
    return shape(loginResponseSchema, { tokens: pair, user: toApiUser(user) });
  });

  app.post('/api/accounts/token/refresh/', async (request) => {
    const { refresh } = parseWith(refreshRequestSchema, request.body);
    const pair = await tokens.rotate(refresh, async (id) => (await users.byId(id))?.role);
    if (!pair) throw new ApiError(401, 'Token is invalid, expired or already used.');
    return shape(refreshResponseSchema, pair);
  });

  // ends the session on the server: the token's whole family is revoked; an unknown or already
  // revoked token answers the same (docs/decisions/0076-logout-revokes-the-refresh-token.md)
  app.post('/api/accounts/logout/', async (request, reply) => {
    const { refresh } = parseWith(logoutRequestSchema, request.body);
    await tokens.revokeFamily(refresh);
    return reply.code(204).send();
  });

  app.get('/api/accounts/me/', { onRequest: [ctx.authenticate] }, async (request) => {
    return shape(meResponseSchema, toApiUser(currentUser(request)));
  });
};
