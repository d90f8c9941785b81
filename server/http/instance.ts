// What both Fastify instances share: logging without secrets, body limits, the JSON parser,
// security headers, the CORS allow-list, the error handling and the zod route schemas. The
// security headers stay a hook of our own rather than a plugin's: an API that only answers JSON
// and files needs a few fixed headers on every answer, errors included, and two answers (the
// public photo, the reference page) set their own first
// (docs/decisions/0084-fastify-route-schemas.md).
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config/settings.ts';
import { handleError, installErrorHandling } from './error-handler.ts';
import { readableLogs } from './logger.ts';
import { useRouteSchemas } from './route-schemas.ts';

const JSON_BODY_LIMIT = 64 * 1024;

// An API that only answers JSON and files: nothing may be framed, run or sniffed.
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

// Routes that need other caching or a cross-origin resource policy (the public photo) set
// theirs first and keep it.
function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  // A HEAD answer has no body to protect, so any site may load it: that is how the SPA tells a
  // server that refuses its origin (CORS) from one that is down (docs/decisions/0054-naming-a-cors-refusal.md).
  if (!reply.hasHeader('cross-origin-resource-policy'))
    reply.header(
      'cross-origin-resource-policy',
      reply.request.method === 'HEAD' ? 'cross-origin' : 'same-origin',
    );
}

export async function createInstance(config: Config, name: 'api' | 'match'): Promise<FastifyInstance> {
  const readable = await readableLogs(config.logLevel);
  const app = Fastify({
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 30_000,
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      name,
      // request bodies are never logged; headers only if a serializer is changed later
      redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'refresh', 'access'],
      ...(readable ? { stream: readable.stream } : {}),
    },
    ...(readable ? { logController: readable.logController } : {}),
    // malformed URLs and the like: same DRF shape as every other error. Fastify answers these
    // before any hook runs, so the headers the onSend hook adds are set here too.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(reply);
      handleError(error, request, reply);
    },
  });

  installErrorHandling(app);
  await useRouteSchemas(app);

  // An empty JSON body means "no body" (e.g. a bare POST to approve/), not an error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // JSON only: a text/plain body is the wrong type (415), not a string to validate
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else defaultJson(request, text, done);
  });

  // onSend also covers errors and 404s
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply);
    return payload;
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    // PATCH: a client changes a case (PATCH /api/cases/{id}/); PUT: a lawyer's availability;
    // DELETE: a lawyer's Undo of Dismiss (docs/decisions/0119-smaller-things.md)
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });

  return app;
}
