// The API reference, served: the OpenAPI document naming this instance's own addresses, and a
// page rendered from it (docs/decisions/0081-api-reference-generated-from-the-contract.md).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context.ts';
import { buildDocument } from '../openapi/document.ts';
import type { Servers } from '../openapi/document.ts';
import { PAGE_CSP, renderPage } from '../openapi/page.ts';

export interface DocsRouteOptions extends RouteOptions {
  /** the matching instance, whose port the document names once it listens */
  match: () => FastifyInstance | undefined;
}

export const docsRoutes: FastifyPluginAsync<DocsRouteOptions> = async (app, { ctx, match }) => {
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

  let page: { key: string; html: string } | undefined;

  app.get('/api/openapi.json', async (request) => buildDocument(serversFor(request)));

  // The instance's own headers forbid every style; this page allows its one stylesheet, by hash,
  // and still nothing else: no script, image, font or connection (set after the instance's hook).
  app.get(
    '/api/docs',
    {
      onSend: async (_request, reply, payload) => {
        reply.header('content-security-policy', PAGE_CSP);
        return payload;
      },
    },
    async (request, reply) => {
      const servers = serversFor(request);
      const key = `${servers.api} ${servers.match}`;
      // almost every request names the same servers: render the page again only when they change
      if (page?.key !== key) page = { key, html: renderPage(buildDocument(servers)) };
      return reply.type('text/html; charset=utf-8').send(page.html);
    },
  );
};
