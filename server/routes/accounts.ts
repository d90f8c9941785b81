// Accounts: register, login, token refresh and the current user. Each route's schema names its
// body and answer from the wire contract; Fastify checks both (docs/decisions/0084-fastify-route-schemas.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { currentUser, sessionEnded } from '../http/guards.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import { validationFailure } from '../http/error-handler.ts';
import { ApiError } from '../lib/errors.ts';
import { JSON_BODY, call, empty, json } from '../openapi/operation.ts';
import { toApiUser } from '../repo/users.ts';
import { EMAIL_TAKEN, openAccount, signIn } from '../services/accounts/sign-in.ts';
import type { RouteOptions } from './context.ts';

export const accountRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { users, tokens } = ctx;

  app.post(
    '/api/accounts/register/',
    {
      // the handler hears the schema's verdict rather than Fastify answering it, so that every
      // problem is told at once: a weak password and a taken e-mail can both be true beside a
      // field the schema refuses (docs/decisions/0077-weak-passwords-refused-by-the-server.md)
      attachValidation: true,
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'register',
          kind: 'spec',
          roles: null,
          summary: 'Register a client or lawyer account',
          description:
            "Creates the account and signs it in. Clients are verified at once; lawyers wait for an admin's review. Every problem with the form is reported at once (a weak password and a taken e-mail together). The spec reads only `tokens`; `user` is sent beside them.",
          errors: [...JSON_BODY, 429, 503],
        }),
        body: registerRequestSchema,
        response: { 201: json('Created and signed in.', registerResponseSchema) },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError;
      const errors = { ...(invalid && validationFailure(invalid, request))?.body } as Record<
        string,
        string[]
      >;
      // as sent when the schema refused it, as parsed when it did not
      const raw = (request.body ?? {}) as { password?: unknown; email?: unknown; name?: unknown };
      const weak =
        !errors.password && typeof raw.password === 'string'
          ? await passwordProblem(raw.password, raw)
          : null;
      if (weak) errors.password = [weak];
      const email = registerRequestSchema.shape.email.safeParse(raw.email);
      if (!errors.email && email.success && (await users.byEmail(email.data))) errors.email = [EMAIL_TAKEN];
      if (invalid || Object.keys(errors).length > 0) throw new ApiError(400, errors);
      return reply.code(201).send(await openAccount(ctx, request.body, request.ip));
    },
  );

  app.post(
    '/api/accounts/login/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'login',
          kind: 'spec',
          roles: null,
          summary: 'Sign in',
          description:
            "Checks the e-mail and password. The optional `role` is ignored: the answer's `user.role` decides the dashboard. Failed attempts are limited per account and per address (429 with Retry-After).",
          errors: [...JSON_BODY, 401, 429, 503],
        }),
        body: loginRequestSchema,
        response: { 200: json('Signed in.', loginResponseSchema) },
      },
    },
    async (request) => {
      // the optional role is ignored: the SPA routes by the role the server returns
      // (docs/decisions/0004-server-role-decides-the-dashboard.md)
      return signIn(ctx, request.body.email, request.body.password, request.ip);
    },
  );

  app.post(
    '/api/accounts/token/refresh/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'refreshToken',
          kind: 'extension',
          roles: null,
          summary: 'Renew an access token',
          description:
            "Trades a refresh token for a new access token and a new refresh token. The refresh token rotates: one used before is refused with 401, and so is any token of a family ended by logout. A session ended by a password reset or change answers 401 with `code` `session_ended` and the reason in `detail`, for the device to show.",
          errors: [...JSON_BODY, 401],
        }),
        body: refreshRequestSchema,
        response: { 200: json('A new access token (and a new refresh token).', refreshResponseSchema) },
      },
    },
    async (request) => {
      const pair = await tokens.rotate(request.body.refresh, async (id) => (await users.byId(id))?.role);
      if (pair && 'ended' in pair && pair.reason) throw sessionEnded(pair.reason);
      if (!pair || 'ended' in pair) throw new ApiError(401, 'Token is invalid, expired or already used.');
      return pair;
    },
  );

  // ends the session on the server: the token's whole family is revoked; an unknown or already
  // revoked token answers the same (docs/decisions/0076-logout-revokes-the-refresh-token.md)
  app.post(
    '/api/accounts/logout/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'logout',
          kind: 'extension',
          roles: null,
          summary: 'Sign out on the server',
          description:
            "Revokes the refresh token's whole family. An unknown or already revoked token answers the same 204, so the answer tells nothing about the token.",
          errors: JSON_BODY,
        }),
        body: logoutRequestSchema,
        response: { 204: empty('Signed out.') },
      },
    },
    async (request, reply) => {
      await tokens.revokeFamily(request.body.refresh);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/accounts/me/',
    {
      onRequest: [ctx.authenticate],
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'currentUser',
          kind: 'extension',
          roles: [],
          summary: 'The signed-in user',
          description:
            "The account behind the access token, read fresh: for example a lawyer's current `isVerified`.",
          errors: [401],
        }),
        response: { 200: json('The user.', meResponseSchema) },
      },
    },
    async (request) => toApiUser(currentUser(request)),
  );
};
