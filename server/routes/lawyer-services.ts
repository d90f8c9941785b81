// The lawyer's services and prices, indemnity insurance and complaints procedure, as the SRA's
// Transparency Rules ask a firm to publish them (docs/services-and-prices.md). The public profile
// and the lawyer cards carry what is kept here (routes/lawyer-public.ts, the matching index).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_KINDS } from '../../src/api/service-kinds.ts';
import { SERVICES_MAX, lawyerServicesSchema, servicesPutSchema } from '../../src/api/services-contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { JSON_BODY, call, json } from '../openapi/operation.ts';
import { servicesOf } from '../repo/lawyer-services.ts';
import { saveServices } from '../services/prices/save-services.ts';
import type { RouteOptions } from './context.ts';

const URL = '/api/lawyers/me/services/';
const WHAT = `Each service is one the SRA's Transparency Rules name (${SERVICE_KINDS.filter(
  (k) => k !== 'other',
)
  .map((k) => `\`${k}\``)
  .join(
    ', ',
  )}) or \`other\` with a \`name\`; \`pricing\` is \`{kind: "fixed", amountPence}\`, \`{kind: "range", fromPence, toPence}\` or \`{kind: "hourly", ratePence}\`; \`vat\` is \`excluded\` (20 % is added to the price), \`included\` or \`not_applicable\`; \`disbursements\` are \`[{name, amountPence}]\` as the client pays them; \`stages\` short texts; \`timescale\`, \`whoDoesTheWork\` and \`description\` text. \`indemnityInsurance\` is \`{insurer, coverPence}\` or null; \`complaints\` the firm's complaints procedure, a link or its words, or null.`;

export const lawyerServiceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('lawyer'));

  app.get(
    URL,
    {
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'myServices',
          kind: 'extension',
          roles: ['lawyer'],
          summary: "The lawyer's services and prices",
          description: `The services in the lawyer's order, the indemnity insurance and the complaints procedure as kept; none of each until the first save. ${WHAT}`,
          errors: [401, 403],
        }),
        response: { 200: json('What the lawyer publishes.', lawyerServicesSchema) },
      },
    },
    async (request) => servicesOf(ctx.db, currentUser(request).id),
  );

  app.put(
    URL,
    {
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'saveMyServices',
          kind: 'extension',
          roles: ['lawyer'],
          summary: "Replace the lawyer's services and prices",
          description: `The list sent replaces the one kept (at most ${SERVICES_MAX} services, kept in the order sent), with the insurance and the complaints procedure; one left out is none. A problem is 400 with messages by field path (\`services.2.pricing.toPence\`) and nothing is kept. A lawyer's public profile (\`GET /api/lawyers/{id}/\`) shows them once verified, and matched lawyers' cards carry the services, those of the case's area first. ${WHAT}`,
          errors: [...JSON_BODY, 401, 403],
        }),
        body: servicesPutSchema,
        response: { 200: json('What the lawyer now publishes.', lawyerServicesSchema) },
      },
    },
    async (request) => {
      const saved = await saveServices(
        ctx.db,
        currentUser(request).id,
        request.body,
        new Date(ctx.clock.now()),
      );
      // the directory searches by them: this instance shows them at once, the others within a second
      await ctx.lawyers.refresh();
      return saved;
    },
  );
};
