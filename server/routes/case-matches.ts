// The lawyers matched to a client's open case, read on the dashboard
// (docs/cases-and-leads.md#the-clients-dashboard): the ranking of the matching index
// (server/services/matching/lawyer-index.ts, in memory) for the case as it is kept, with the area
// of law it was filed under, so nothing is classified again and nothing is written.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchResponseSchema } from '../../src/api/contract.ts';
import type { MatchResponse } from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { notFound } from '../lib/errors.ts';
import { call, json } from '../openapi/operation.ts';
import { caseById } from '../repo/cases.ts';
import { NOT_YOURS, caseId } from './case-params.ts';
import type { RouteOptions } from './context.ts';

const NONE: MatchResponse = { matched: false, lawyers: [] };

export const caseMatchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.get(
    '/api/cases/:id/matches/',
    {
      onRequest: requireRole('client'),
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'caseMatches',
          kind: 'extension',
          roles: ['client'],
          summary: "The lawyers matched to the client's case",
          description: `The lawyers the match call would give for the case as it is kept (its place, its description and the area of law it is filed under), best first, in the match call's shape; nothing is classified again. A closed case, or one kept without an area of law, has none (\`matched\` false). ${NOT_YOURS}`,
          errors: [401, 403, 404],
        }),
        params: caseId(),
        response: { 200: json('The matched lawyers, best first.', matchResponseSchema) },
      },
    },
    async (request) => {
      const row = await caseById(ctx.db, request.params.id);
      if (!row || row.client_id !== currentUser(request).id) throw notFound();
      if (row.status !== 'open' || row.category === null) return NONE;
      return ctx.lawyers.match({ city: row.location, issue: row.description, category: row.category });
    },
  );
};
