// The lawyer's availability settings, the dashboard switch among them: an unavailable lawyer is
// not matched and gets no leads (docs/decisions/0091-availability-switch-and-live-figures.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityPatchSchema, availabilitySchema } from '../../src/api/booking-contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import type { RouteOptions } from './context.ts';
import { JSON_BODY, call, json } from '../openapi/operation.ts';
import { availabilityOf } from '../repo/availability.ts';
import { saveAvailability } from '../services/consultations/availability.ts';

const URL = '/api/lawyers/me/availability/';
const WHAT =
  '`available` is the dashboard switch: an unavailable lawyer is not matched and gets no leads (their list of cases is empty, and a new case does not notify them). The other settings are weekly hours (`weekly`, London time), `durationMinutes`, `types`, `minNoticeHours`, `horizonDays`, `bufferMinutes`, `meetingUrl` (https, needed for video), `officeAddress` (needed in person), `blockedDates`, and `openOnBankHolidays` (false by default: no time is offered on a bank holiday of the jurisdiction the lawyer practises in, docs/decisions/0115-bank-holidays.md).';

export const availabilityRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('lawyer'));

  app.get(
    URL,
    {
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'myAvailability',
          kind: 'extension',
          roles: ['lawyer'],
          summary: "The lawyer's availability settings",
          description: `The settings as kept; a lawyer who never saved any has the defaults (weekdays 09:00 to 17:00, 30 minutes, by phone, 24 hours' notice, 28 days ahead, available). ${WHAT}`,
          errors: [401, 403],
        }),
        response: { 200: json('The settings.', availabilitySchema) },
      },
    },
    async (request) => availabilityOf(ctx.db, currentUser(request).id),
  );

  app.put(
    URL,
    {
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'saveMyAvailability',
          kind: 'extension',
          roles: ['lawyer'],
          summary: "Change the lawyer's availability settings",
          description: `Takes any subset of the settings: a field left out keeps its stored value, so the dashboard switch sends just \`{"available": false}\`. The merged whole is checked as a whole (a video type needs a meeting link, windows of one day may not overlap); a problem is 400 with messages by field and nothing is kept. Answers the whole settings as now kept. A change of \`available\` applies to leads at once and to matching on every instance within about a second. ${WHAT}`,
          errors: [...JSON_BODY, 401, 403],
        }),
        body: availabilityPatchSchema,
        response: { 200: json('The settings as now kept.', availabilitySchema) },
      },
    },
    async (request) => {
      const saved = await saveAvailability(ctx.db, currentUser(request).id, request.body);
      // this instance's index applies it at once; the others follow the change feed
      if (saved.switched) await ctx.lawyers.refresh();
      return saved.settings;
    },
  );
};
