// The signed-in person's live dashboard figures (spec §9): a client's and a lawyer's, their
// consultations among them (docs/decisions/0096-booking-calls.md). The admin's
// come with reviews; until then the admin is answered 404, and the SPA keeps the spec's fixed
// figures for them (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0091-availability-switch-and-live-figures.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meStatsSchema } from '../../src/api/stats-contract.ts';
import type { MeStats } from '../../src/api/stats-contract.ts';
import { currentUser } from '../auth/guards.ts';
import type { RouteOptions } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { call, json } from '../openapi/operation.ts';
import { clientStats, lawyerStats } from '../repo/stats.ts';

export const statsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.get(
    '/api/accounts/me/stats/',
    {
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'myStats',
          kind: 'extension',
          roles: [],
          summary: "The signed-in person's dashboard figures",
          description:
            "By the caller's role (`role` says which). A client: `openCases`, their cases that are open, and `pendingConsultations`, their consultations waiting for the lawyer or for them (requested or proposed). A lawyer: `newCases`, their leads posted in the last 7 days (open, not dismissed, and only while they are verified and available), `totalConsultations`, their completed consultations, `averageRating` and `reviews` (the figures of their profile; `averageRating` is null while `reviews` is 0) and `monthlyEarningsPence`, the fees of their completed consultations that started in this calendar month, London time (docs/decisions/0096-booking-calls.md). An admin is answered 404: their figures are not kept yet (docs/decisions/0091-availability-switch-and-live-figures.md).",
          errors: [401, 404],
        }),
        response: { 200: json('The figures.', meStatsSchema) },
      },
    },
    async (request): Promise<MeStats> => {
      const user = currentUser(request);
      if (user.role === 'client') return clientStats(ctx.db, user.id);
      if (user.role === 'lawyer') return lawyerStats(ctx.db, user.id, ctx.config.now());
      throw notFound();
    },
  );
};
