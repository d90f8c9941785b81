// POST /api/cases/classify/: the area of law a description sounds like, for the case form while
// the client writes (docs/decisions/0131-classifier-confidence-and-area-suggestion.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classificationSchema, classifyRequestSchema } from '../../src/api/classify-contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { JSON_BODY, call, json } from '../openapi/operation.ts';
import { CLASSIFY_PER_HOUR, classifyCase } from '../services/cases/classify-case.ts';
import type { RouteOptions } from './context.ts';

export const caseClassifyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.post(
    '/api/cases/classify/',
    {
      onRequest: requireRole('client'),
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'classifyCase',
          kind: 'extension',
          roles: ['client'],
          summary: 'The area of law a description sounds like',
          description: `Reads \`title\` (optional) and \`description\` as keeping the case would (\`POST /api/cases/\` without \`category\`) and answers the classifier's verdict: \`sure\` (posting without an area files it under \`category\`), \`unsure\` (posting without an area is 400, asking the client to choose) or \`none\` (no area of law fits; \`outside\` says what kind of problem it seems). \`candidates\` are the areas with their confidence (0–1), best first; \`choices\` the one or two areas the case form offers: the best, and the second when its confidence is at least 0.6 of the best's. Nothing is kept. 400 with a message on the field when the description is blank or longer than 5,000 characters; 429 with Retry-After past ${CLASSIFY_PER_HOUR} readings an hour (docs/decisions/0131-classifier-confidence-and-area-suggestion.md).`,
          errors: [...JSON_BODY, 401, 403, 429],
        }),
        body: classifyRequestSchema,
        response: { 200: json('The classifier’s reading and the areas to offer.', classificationSchema) },
      },
    },
    async (request) => classifyCase(ctx.throttle, currentUser(request).id, request.body),
  );
};
