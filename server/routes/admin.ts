// Admin review of lawyer verification: the queue, decisions, and document downloads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveRequestSchema,
  fileKindSchema,
  rejectRequestSchema,
  requestInfoSchema,
  verificationCountsSchema,
  verificationHistorySchema,
  verificationListSchema,
  verificationQuerySchema,
  verificationRequestSchema,
} from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import type { RouteOptions } from './context.ts';
import { notFound } from '../lib/errors.ts';
import { historyOf } from '../repo/verification-history.ts';
import { decideRequest } from '../services/verification/decide.ts';
import type { Decision } from '../services/verification/decide.ts';
import { pageAnswer, pageWindow } from '../http/pages.ts';
import { emptyQueryValuesAreAbsent, noBodyIsNoFields, pathId } from '../http/route-schemas.ts';
import { JSON_BODY, call, described, files, json } from '../openapi/operation.ts';

const BASE = '/api/accounts/admin/verification-requests';

const requestId = () => described(pathId(), "The verification request's id.");
const decided = z.object({ id: requestId() });
const decisionNote = (what: string, extra: string) =>
  `${what} An open request (pending or waiting for information) only: a decided one answers 409, and so does a body whose \`version\` is not the request's current one (the lawyer sent it again since it was reviewed; docs/decisions/0075-decisions-name-the-version-reviewed.md). ${extra}`;
const decisionErrors = [...JSON_BODY, 401, 403, 404, 409] as const;

export const adminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    `${BASE}/`,
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'listVerificationRequests',
          kind: 'extension',
          roles: ['admin'],
          summary: 'The verification review queue',
          description:
            "Lawyers' verification requests, oldest submission first. `queue` (new, waiting for information, re-checks of verified lawyers, approved, rejected), `status` and `search` (name, e-mail or specialization) narrow the list; an empty value means no filter. A page of 20 (`page` from 1; `count`, `next` and `previous` as Django REST pages them).",
          errors: [400, 401, 403],
        }),
        querystring: verificationQuerySchema,
        response: { 200: json('The requests.', verificationListSchema) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const found = await ctx.verifications.list(filter, pageWindow(page));
      return pageAnswer(request, ctx.config.publicApiUrl, page, found);
    },
  );

  app.get(
    `${BASE}/counts/`,
    {
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'countVerificationRequests',
          kind: 'extension',
          roles: ['admin'],
          summary: 'How many requests each list holds',
          description:
            'The number of requests in each of the lists `queue` selects: new, info_requested, rechecks, approved, rejected.',
          errors: [401, 403],
        }),
        response: { 200: json('The counts.', verificationCountsSchema) },
      },
    },
    async () => ctx.verifications.counts(),
  );

  app.get(
    `${BASE}/:id/history/`,
    {
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'verificationHistory',
          kind: 'extension',
          roles: ['admin'],
          summary: "A request's history",
          description:
            'Every submission and decision about the lawyer, oldest first: when, who, what, the version and the reason or message. Nothing in it can be changed or deleted (docs/decisions/0086-save-is-not-submit.md).',
          errors: [401, 403, 404],
        }),
        params: decided,
        response: { 200: json('The history.', verificationHistorySchema) },
      },
    },
    async (request) => {
      const userId = await ctx.verifications.userFor(request.params.id);
      if (userId === undefined) throw notFound();
      return historyOf(ctx.db, userId);
    },
  );

  // the decision's rules are the service's; this instance matches the lawyer at once, the
  // others within a second
  const decide = async (
    adminId: number,
    id: number,
    status: Decision,
    body: { note: string | null; version?: number | undefined },
  ) => {
    const decided = await decideRequest(ctx, adminId, id, status, body);
    await ctx.lawyers.refresh();
    return decided;
  };

  app.post(
    `${BASE}/:id/approve/`,
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'approveVerificationRequest',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Approve a verification request',
          description: decisionNote('Verifies the lawyer, who is then matched.', 'The body may be empty.'),
          errors: [...decisionErrors],
        }),
        params: decided,
        body: approveRequestSchema,
        response: { 200: json('The request as decided.', verificationRequestSchema) },
      },
    },
    async (request) =>
      decide(currentUser(request).id, request.params.id, 'approved', { note: null, ...request.body }),
  );

  app.post(
    `${BASE}/:id/reject/`,
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'rejectVerificationRequest',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Reject a verification request',
          description: decisionNote(
            'Rejects the request; the lawyer sees the reason with their status. A re-check of a verified lawyer (a change or the yearly renewal) keeps the approved facts and the verification, and the lawyer is told the reason (docs/decisions/0086-save-is-not-submit.md).',
            'The reason is required.',
          ),
          errors: [...decisionErrors],
        }),
        params: decided,
        body: rejectRequestSchema,
        response: { 200: json('The request as decided.', verificationRequestSchema) },
      },
    },
    async (request) => {
      const { reason, version } = request.body;
      return decide(currentUser(request).id, request.params.id, 'rejected', {
        note: reason,
        version,
      });
    },
  );

  app.post(
    `${BASE}/:id/request-info/`,
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'requestVerificationInfo',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Ask the lawyer for more information',
          description: decisionNote(
            'Sets the request to waiting for information; the lawyer sees the message with their status and may submit again.',
            '',
          ),
          errors: [...decisionErrors],
        }),
        params: decided,
        body: requestInfoSchema,
        response: { 200: json('The request, now waiting for information.', verificationRequestSchema) },
      },
    },
    async (request) => {
      const { message, version } = request.body;
      return decide(currentUser(request).id, request.params.id, 'info_requested', { note: message, version });
    },
  );

  app.get(
    `${BASE}/:id/documents/:kind/`,
    {
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'verificationDocument',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Download an uploaded document',
          description:
            "One of the lawyer's uploaded files, as an attachment named after its kind. 404 when the request, the kind or the file is not there.",
          errors: [401, 403, 404],
        }),
        params: z.object({
          id: requestId(),
          kind: described(z.enum(fileKindSchema.options), 'Which document.'),
        }),
        response: {
          200: files('The file, with its detected type.', [
            'application/pdf',
            'image/jpeg',
            'image/png',
            'image/webp',
            'image/gif',
          ]),
        },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const userId = await ctx.verifications.userFor(id);
      const doc = userId === undefined ? undefined : await ctx.profiles.document(userId, kind);
      if (!doc) throw notFound();
      const file = await ctx.store.open(doc.stored_name);
      return reply
        .header('content-type', doc.mime)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${doc.kind}.${doc.ext}"`)
        .send(file.stream);
    },
  );
};
