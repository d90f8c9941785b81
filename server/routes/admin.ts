// Admin review of lawyer verification: the queue, decisions, and document downloads.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  fileKindSchema,
  rejectRequestSchema,
  requestInfoSchema,
  verificationListSchema,
  verificationQuerySchema,
  verificationRequestSchema,
} from '../../src/api/contract.ts';
import type { VerificationStatus } from '../../src/api/contract.ts';
import { requireRole } from '../auth/guards.ts';
import type { RouteOptions } from '../context.ts';
import { ApiError, notFound, parseWith, shape } from '../http/errors.ts';

type Decision = Exclude<VerificationStatus, 'pending'>;
type IdParams = { Params: { id: string } };
const BASE = '/api/accounts/admin/verification-requests';

const idOf = (request: FastifyRequest<IdParams>): number => {
  const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
};

// "?status=&search=" with empty values means "no filter", as the SPA builds it
const withoutEmpty = (query: unknown): unknown =>
  query && typeof query === 'object'
    ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''))
    : query;

export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('admin'));

  app.get(`${BASE}/`, async (request) => {
    const filter = parseWith(verificationQuerySchema, withoutEmpty(request.query));
    return shape(verificationListSchema, await ctx.verifications.list(filter));
  });

  // Decisions apply to open requests (pending or waiting for information); a decided one
  // answers 409 so a double click or a stale screen cannot flip an earlier decision.
  const decide =
    (status: Decision, note: (body: unknown) => string | null) =>
    async (request: FastifyRequest<IdParams>) => {
      const id = idOf(request);
      const current = await ctx.verifications.byId(id);
      if (!current) throw notFound();
      const text = note(request.body);
      const alreadyDecided = (as = 'decided') => new ApiError(409, `This request has already been ${as}.`);
      if (current.status === 'approved' || current.status === 'rejected')
        throw alreadyDecided(current.status);
      if (!(await ctx.verifications.decide(id, status, text))) {
        // decided by someone else since it was read (another admin, another instance)
        throw alreadyDecided((await ctx.verifications.byId(id))?.status);
      }
      // this instance matches the lawyer at once; the others within a second
      await ctx.lawyers.refresh();
      const updated = await ctx.verifications.byId(id);
      return shape(verificationRequestSchema, updated ?? current);
    };

  app.post<IdParams>(
    `${BASE}/:id/approve/`,
    decide('approved', () => null),
  );
  app.post<IdParams>(
    `${BASE}/:id/reject/`,
    decide('rejected', (body) => parseWith(rejectRequestSchema, body ?? {}).reason || null),
  );
  app.post<IdParams>(
    `${BASE}/:id/request-info/`,
    decide('info_requested', (body) => parseWith(requestInfoSchema, body).message),
  );

  app.get<{ Params: { id: string; kind: string } }>(
    `${BASE}/:id/documents/:kind/`,
    async (request, reply) => {
      const id = idOf(request);
      const kind = fileKindSchema.safeParse(request.params.kind);
      const userId = kind.success ? await ctx.verifications.userFor(id) : undefined;
      const doc =
        kind.success && userId !== undefined ? await ctx.profiles.document(userId, kind.data) : undefined;
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
