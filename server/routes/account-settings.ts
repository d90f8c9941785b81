// Managing an account (docs/decisions/0113-accounts-people-can-manage.md): confirming the address,
// a forgotten password, a new password, name or address. Links from e-mails are public calls
// carrying their token; the rest need the person's access token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedSchema,
  emailChangeConfirmSchema,
  emailChangeSchema,
  emailVerifySchema,
  meResponseSchema,
  nameChangeSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
} from '../../src/api/contract.ts';
import { currentUser } from '../http/guards.ts';
import { JSON_BODY, call, empty, json } from '../openapi/operation.ts';
import { toApiUser } from '../repo/users.ts';
import {
  askForNewAddress,
  confirmNewAddress,
  confirmWithLink,
  resendConfirmation,
} from '../services/accounts/addresses.ts';
import { askForReset, changePassword, resetWithLink } from '../services/accounts/passwords.ts';
import { rename } from '../services/accounts/rename.ts';
import type { RouteOptions } from './context.ts';

const RESET_SENT =
  'If an account uses this address, a link to choose a new password is on its way. It works once, within 60 minutes.';

export const accountSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const signedIn = { onRequest: [ctx.authenticate] };

  app.post(
    '/api/accounts/email/verify/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'confirmAddress',
          kind: 'extension',
          roles: null,
          summary: "Confirm an account's address",
          description:
            'The token of the link e-mailed at sign-up. 400 on `token` when the link was used, has expired (7 days) or is unknown.',
          errors: JSON_BODY,
        }),
        body: emailVerifySchema,
        response: { 204: empty('The address is confirmed.') },
      },
    },
    async (request, reply) => {
      await confirmWithLink(ctx, request.body.token);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/accounts/me/email/verify/',
    {
      ...signedIn,
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'resendAddressLink',
          kind: 'extension',
          roles: [],
          summary: 'Send the confirmation link again',
          description:
            "A new link to the caller's address; the earlier one stops working. 409 when the address is confirmed; 429 with Retry-After past 5 links an hour.",
          errors: [401, 409, 429],
        }),
        response: { 202: json('The link is on its way.', acceptedSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await resendConfirmation(ctx, user);
      return reply.code(202).send({ detail: `A new link is on its way to ${user.email}.` });
    },
  );

  app.post(
    '/api/accounts/password/forgot/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'forgotPassword',
          kind: 'extension',
          roles: null,
          summary: 'Ask for a link to choose a new password',
          description:
            'Answers 202 with the same words whether or not an account has the address, and e-mails a link that works once within 60 minutes when one does. 429 with Retry-After past 3 asks for one address or 20 from one client address in an hour, counted whether or not an account exists.',
          errors: [...JSON_BODY, 429],
        }),
        body: passwordForgotSchema,
        response: { 202: json('Asked; the e-mail goes only to an account.', acceptedSchema) },
      },
    },
    async (request, reply) => {
      await askForReset(ctx, request.body.email, request.ip);
      return reply.code(202).send({ detail: RESET_SENT });
    },
  );

  app.post(
    '/api/accounts/password/reset/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'resetPassword',
          kind: 'extension',
          roles: null,
          summary: 'Choose a new password with a reset link',
          description:
            "400 on `token` when the link was used, has expired or is unknown; on `password` when the password rules refuse it (the link then still works). Confirms the address, and ends every session of the account: their devices are told 'Your password was reset.'.",
          errors: JSON_BODY,
        }),
        body: passwordResetSchema,
        response: { 204: empty('The new password is set; sign in with it.') },
      },
    },
    async (request, reply) => {
      await resetWithLink(ctx, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/accounts/me/password/',
    {
      ...signedIn,
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'changePassword',
          kind: 'extension',
          roles: [],
          summary: 'Change the password',
          description:
            "After the current password (400 on `currentPassword` when wrong; failures count towards the sign-in limit, 429 with Retry-After). The password rules apply to `newPassword`. The session asking stays signed in; the account's other sessions end and their devices are told why; a confirmed address is e-mailed.",
          errors: [...JSON_BODY, 401, 429],
        }),
        body: passwordChangeSchema,
        response: { 204: empty('The password is changed.') },
      },
    },
    async (request, reply) => {
      await changePassword(ctx, currentUser(request), request.session, request.body, request.ip);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/accounts/me/',
    {
      ...signedIn,
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'changeName',
          kind: 'extension',
          roles: [],
          summary: 'Change the name',
          description:
            "The name shown on the caller's cases, consultations and, for a lawyer, public profile. 429 with Retry-After past 20 changes an hour.",
          errors: [...JSON_BODY, 401, 429],
        }),
        body: nameChangeSchema,
        response: { 200: json('The user with the new name.', meResponseSchema) },
      },
    },
    async (request) => toApiUser(await rename(ctx, currentUser(request), request.body.name)),
  );

  app.post(
    '/api/accounts/me/email/',
    {
      ...signedIn,
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'changeAddress',
          kind: 'extension',
          roles: [],
          summary: 'Ask to sign in with another address',
          description:
            "After the password (400 on `password` when wrong, under the sign-in limit). A link goes to the new address, which replaces the old once it is followed (within 24 hours); until then nothing changes. The answer is the same when another account has the address: that address is told instead. 400 on `email` when it is the caller's address already; 429 with Retry-After past 5 links an hour.",
          errors: [...JSON_BODY, 401, 429],
        }),
        body: emailChangeSchema,
        response: { 202: json('The link is on its way to the new address.', acceptedSchema) },
      },
    },
    async (request, reply) => {
      await askForNewAddress(ctx, currentUser(request), request.body, request.ip);
      return reply.code(202).send({
        detail: `We have sent a link to ${request.body.email}. Your address changes once you follow it.`,
      });
    },
  );

  app.post(
    '/api/accounts/email/change/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'confirmNewAddress',
          kind: 'extension',
          roles: null,
          summary: 'Confirm a new address',
          description:
            'The token of the link e-mailed to the new address. The account signs in with it from now on, and the old address is told. 400 on `token` when the link was used, has expired or is unknown, or another account took the address meanwhile.',
          errors: JSON_BODY,
        }),
        body: emailChangeConfirmSchema,
        response: { 204: empty('The new address is in use.') },
      },
    },
    async (request, reply) => {
      await confirmNewAddress(ctx, request.body.token);
      return reply.code(204).send();
    },
  );
};
