// The API reference, served: the OpenAPI document naming this instance's own addresses, and a
// page rendered from it (docs/decisions/0081-api-reference-generated-from-the-contract.md). The
// document is read off the routes of both running instances
// (docs/decisions/0084-fastify-route-schemas.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../context.ts';
import { documentOf, referenceOf } from '../openapi/document.ts';
import type { Reference, Servers } from '../openapi/document.ts';
import { call, described, json } from '../openapi/operation.ts';
import { PAGE_CSP, renderPage } from '../openapi/page.ts';

export interface DocsRouteOptions extends RouteOptions {
  /** the matching instance, whose routes and port the document names */
  match: () => FastifyInstance | undefined;
}

const openApiDocumentSchema = described(
  z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
  'An OpenAPI 3.1 document.',
);

export const docsRoutes: FastifyPluginAsyncZod<DocsRouteOptions> = async (app, { ctx, match }) => {
  // The address this request reached (the proxy's, when TRUST_PROXY lets it say so), and the
  // matching port on the same host.
  const serversFor = (request: FastifyRequest): Servers => {
    const address = match()?.server.address();
    const matchPort = address && typeof address === 'object' ? address.port : ctx.config.matchPort;
    try {
      const api = new URL(`${request.protocol}://${request.host}`);
      const matching = new URL(api.origin);
      matching.port = String(matchPort);
      return { api: api.origin, match: matching.origin };
    } catch {
      // a Host header that is no host: name the configured address instead
      const matching = new URL(ctx.config.publicApiUrl);
      matching.port = String(matchPort);
      return { api: ctx.config.publicApiUrl, match: matching.origin };
    }
  };

  // read once, when first asked: both instances are ready by then
  let reference: Reference | undefined;
  const documentFor = (request: FastifyRequest) => {
    const matching = match();
    if (!matching) throw new Error('the matching instance is not built yet');
    reference ??= referenceOf({ api: app, match: matching });
    return documentOf(reference, serversFor(request));
  };
  let page: { key: string; html: string } | undefined;

  app.get(
    '/api/openapi.json',
    {
      schema: {
        ...call({
          tag: 'reference',
          operationId: 'openApiDocument',
          kind: 'extension',
          roles: null,
          summary: 'This API reference as OpenAPI 3.1',
          description:
            "The document generated from the routes and the wire contract, with `servers` naming this instance's own addresses.",
          errors: [],
        }),
        response: { 200: json('The OpenAPI document.', openApiDocumentSchema) },
      },
    },
    async (request) => documentFor(request),
  );

  // The instance's own headers forbid every style; this page allows its one stylesheet, by hash,
  // and still nothing else: no script, image, font or connection (set after the instance's hook).
  app.get(
    '/api/docs',
    {
      onSend: async (_request, reply, payload) => {
        reply.header('content-security-policy', PAGE_CSP);
        return payload;
      },
      schema: {
        ...call({
          tag: 'reference',
          operationId: 'apiReferencePage',
          kind: 'extension',
          roles: null,
          summary: 'This API reference as a page',
          description:
            "The same document rendered on the server as one self-contained HTML page: no script, and a content security policy that allows only the page's own inline style.",
          errors: [],
        }),
        response: {
          200: { description: 'The page.', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const document = documentFor(request);
      const servers = document.servers as Array<{ url: string }>;
      const key = servers.map((s) => s.url).join(' ');
      // almost every request names the same servers: render the page again only when they change
      if (page?.key !== key) page = { key, html: renderPage(document) };
      return reply.type('text/html; charset=utf-8').send(page.html);
    },
  );
};
