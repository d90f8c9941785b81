// Lawyer matching on MATCH_PORT (spec §7): public, like the original backend.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchRequestSchema, matchResponseSchema } from '../../src/api/contract.ts';
import type { RouteOptions } from './context.ts';
import { JSON_BODY, call, json } from '../openapi/operation.ts';

export const matchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    '/api/match-lawyer',
    {
      schema: {
        ...call({
          tag: 'matching',
          operationId: 'matchLawyer',
          kind: 'spec',
          roles: null,
          summary: 'Match verified lawyers to a case',
          description:
            'Classifies the case description into one of the eight categories (or takes `category`), then ranks verified lawyers by category fit, place (same city first, then distance), rating and experience. `matched` is false, with an empty list, when none fits. Served on the matching port (MATCH_PORT).',
          errors: JSON_BODY,
        }),
        body: matchRequestSchema,
        response: { 200: json('The matched lawyers, best first.', matchResponseSchema) },
      },
    },
    async (request) => ctx.lawyers.match(request.body),
  );
};
