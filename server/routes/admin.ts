// Admin review of lawyer verification: the queue, decisions, and document downloads.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  approveRequestSchema,
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
const changedSinceReviewed = () =>
  new ApiError(
    409,
    'This request changed since you opened it: the lawyer sent it again. Review it again before deciding.',
  );

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
  // answers 409 so a double click or a stale screen cannot flip an earlier decision. A body
  // that names the version the admin reviewed is refused with 409 when the lawyer has sent the
  // request again since; a body without one is decided as before
  // (docs/decisions/0075-decisions-name-the-version-reviewed.md).
  const decide =
    (status: Decision, read: (body: unknown) => { note: string | null; version?: number | undefined }) =>
    async (request: FastifyRequest<IdParams>) => {
      const id = idOf(request);
      const current = await ctx.verifications.byId(id);
      if (!current) throw notFound();
      const { note, version } = read(request.body ?? {});
      const isDecided = (item?: { status?: VerificationStatus | undefined }) =>
        item?.status === 'approved' || item?.status === 'rejected';
      const alreadyDecided = (as = 'decided') => new ApiError(409, `This request has already been ${as}.`);
      if (isDecided(current)) throw alreadyDecided(current.status);
      if (version !== undefined && version !== current.version) throw changedSinceReviewed();
      if (!(await ctx.verifications.decide(id, status, note, version))) {
        // decided or sent again since it was read (another admin, another instance, the lawyer)
        const now = await ctx.verifications.byId(id);
        if (now && !isDecided(now) && version !== undefined && now.version !== version) {
          throw changedSinceReviewed();
        }
        throw alreadyDecided(now?.status);
      }
      // this instance matches the lawyer at once; the others within a second
      await ctx.lawyers.refresh();
      const updated = await ctx.verifications.byId(id);
      return shape(verificationRequestSchema, updated ?? current);
    };

  app.post<IdParams>(
    `${BASE}/:id/approve/`,
    decide('approved', (body) => ({ note: null, ...parseWith(approveRequestSchema, body) })),
  );
  app.post<IdParams>(
    `${BASE}/:id/reject/`,
    decide('rejected', (body) => {
      const { reason, version } = parseWith(rejectRequestSchema, body);
      return { note: reason || null, version };
    }),
  );
  app.post<IdParams>(
    `${BASE}/:id/request-info/`,
    decide('info_requested', (body) => {
      const { message, version } = parseWith(requestInfoSchema, body);
      return { note: message, version };
    }),
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
