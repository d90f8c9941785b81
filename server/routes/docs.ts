// The API reference, served: the OpenAPI document naming this instance's own addresses, and a
// page rendered from it (docs/decisions/0081-api-reference-generated-from-the-contract.md). The
// document is read off the routes of both running instances
// (docs/decisions/0084-fastify-route-schemas.md).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from './context.ts';
import { documentOf, referenceOf } from '../openapi/document.ts';
import type { OpenApiDocument, Reference, Servers } from '../openapi/document.ts';
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

/** Sends bytes made before: the schema's type names the text they hold, not the bytes. */
const bytes = (reply: FastifyReply, type: string, body: Buffer) => reply.type(type).send(body);

export const docsRoutes: FastifyPluginAsyncZod<DocsRouteOptions> = async (app, { ctx, match }) => {
  // The configured address (PUBLIC_API_URL, else the API's own), never a request's Host header,
  // and the matching port on the same host.
  const serversFor = (): Servers => {
    const address = match()?.server.address();
    const matchPort = address && typeof address === 'object' ? address.port : ctx.config.matchPort;
    const matching = new URL(ctx.config.publicApiUrl);
    matching.port = String(matchPort);
    return { api: ctx.config.publicApiUrl, match: matching.origin };
  };

  // read once, when first asked: both instances are ready by then
  let reference: Reference | undefined;
  const documentFor = () => {
    const matching = match();
    if (!matching) throw new Error('the matching instance is not built yet');
    reference ??= referenceOf({ api: app, match: matching });
    return documentOf(reference, serversFor());
  };
  // the document and the page are large: each is made again only when its servers change, and
  // kept as bytes, since encoding them again on every request was most of their cost
  let text: { key: string; json: Buffer } | undefined;
  let page: { key: string; html: Buffer } | undefined;
  const keyOf = (document: OpenApiDocument) =>
    (document.servers as Array<{ url: string }>).map((s) => s.url).join(' ');

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
    async (_request, reply) => {
      const document = documentFor();
      const key = keyOf(document);
      // read through its schema as every answer is (server/http/route-schemas.ts)
      if (text?.key !== key)
        text = { key, json: Buffer.from(JSON.stringify(openApiDocumentSchema.parse(document))) };
      return bytes(reply, 'application/json; charset=utf-8', text.json);
    },
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
    async (_request, reply) => {
      const document = documentFor();
      const key = keyOf(document);
      if (page?.key !== key) page = { key, html: Buffer.from(renderPage(document)) };
      return bytes(reply, 'text/html; charset=utf-8', page.html);
    },
  );
};
