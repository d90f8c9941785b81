// Lawyer matching on MATCH_PORT (spec §7): public, like the original backend.
import type { FastifyPluginAsync } from 'fastify';
import { matchRequestSchema, matchResponseSchema } from '../../src/api/contract.ts';
import type { RouteOptions } from '../context.ts';
import { parseWith, shape } from '../http/errors.ts';

export const matchRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/match-lawyer', async (request) => {
    const body = parseWith(matchRequestSchema, request.body);
    return shape(matchResponseSchema, await ctx.lawyers.match(body));
  });
};
