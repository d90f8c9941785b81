// The API reference without a running API: both instances' routes registered on bare Fastify
// instances with the same route schemas, read by @fastify/swagger and assembled by
// server/openapi/document.ts.
// scripts/dev/openapi.ts writes docs/api/openapi.json with it; the served document is read off the
// running instances and must be the same (tests/server/openapi/reference.test.ts).
import Fastify from 'fastify';
import type { AppContext } from './routes/context.ts';
import { useRouteSchemas } from './http/route-schemas.ts';
import { registerApiRoutes, registerMatchRoutes } from './routes/index.ts';
import { documentOf, referenceOf } from './openapi/document.ts';
import type { OpenApiDocument } from './openapi/document.ts';

// Routes use the app's services only when they answer, and these instances answer nothing; the
// guard hooks must still be functions when the routes are registered.
const answersNothing = { authenticate: async () => undefined } as Partial<AppContext> as AppContext;

/** The reference with its default servers (the default ports on localhost). */
export async function buildDocument(): Promise<OpenApiDocument> {
  const api = Fastify();
  const match = Fastify();
  try {
    for (const instance of [api, match]) await useRouteSchemas(instance);
    await registerApiRoutes(api, { ctx: answersNothing, match: () => match });
    await registerMatchRoutes(match, { ctx: answersNothing });
    await Promise.all([api.ready(), match.ready()]);
    return documentOf(referenceOf({ api, match }));
  } finally {
    await Promise.all([api.close(), match.close()]);
  }
}
