// The signed-in person's live dashboard figures (spec §9): a client's, a lawyer's (their
// consultations among them, docs/decisions/0096-booking-calls.md) and an admin's, counted from the
// accounts, cases, consultations and visible reviews
// (docs/decisions/0104-admin-live-figures-and-reported-reviews.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meStatsSchema } from '../../src/api/stats-contract.ts';
import { currentUser } from '../http/guards.ts';
import type { RouteOptions } from './context.ts';
import { call, json } from '../openapi/operation.ts';
import { myStats } from '../services/accounts/stats.ts';

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
            "By the caller's role (`role` says which). A client: `openCases`, their cases that are open, and `pendingConsultations`, their consultations waiting for the lawyer or for them (requested or proposed). A lawyer: `newCases`, their leads posted in the last 7 days (open, not dismissed, and only while they are verified and available), `totalConsultations`, their completed consultations, `averageRating` and `reviews` (the figures of their profile; `averageRating` is null while `reviews` is 0) and `monthlyEarningsPence`, the fees of their completed consultations that started in this calendar month, London time (docs/decisions/0096-booking-calls.md). An admin: `users`, the accounts not deleted; `activeLawyers`, the lawyers verified now (approved, not lapsed at the yearly re-check) and available; `cases`, every case; `monthlyRevenuePence`, the fees of the consultations completed that started this London month; `averageRating` and `reviews` over every visible review (`averageRating` null when there are none); `completionRate`, of the consultations that started this London month, the completed over the completed, cancelled and declined (null when there are none) (docs/decisions/0104-admin-live-figures-and-reported-reviews.md).",
          errors: [401],
        }),
        response: { 200: json('The figures.', meStatsSchema) },
      },
    },
    async (request) => myStats(ctx.db, currentUser(request), ctx.clock.now()),
  );
};
