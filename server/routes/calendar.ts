// Calendar files (docs/decisions/0067-calendar-files.md): one consultation as an .ics file for
// either party, and a person's private feed to subscribe to, reached by a secret address whose
// token is kept only as a digest; a new address ends the old one (docs/decisions/0096-booking-calls.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarTokenSchema } from '../../src/api/booking-contract.ts';
import { calendarFeed, consultationEvent } from '../rules/booking/calendar.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { shownTo } from '../rules/disclosure.ts';
import { sideOf } from '../services/consultations/shared.ts';
import type { RouteOptions } from './context.ts';
import { notFound } from '../lib/errors.ts';
import { pathId } from '../http/route-schemas.ts';
import { call, described, json, textFile } from '../openapi/operation.ts';
import { calendarOwner, renewCalendarToken } from '../repo/calendar-tokens.ts';
import { FEED_DAYS_BACK, consultationById, feedOf } from '../repo/consultations.ts';

const CALENDAR = 'text/calendar; charset=utf-8';
/** a subscribed calendar fetches again hourly (calendar.ts); a cache may keep it a few minutes */
const FEED_CACHE = 'private, max-age=300';

export const calendarRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const now = () => ctx.clock.now();
  const signedIn = [ctx.authenticate, requireRole('client', 'lawyer')];

  // the feed is opened by its token alone, as calendars subscribe: no Authorization header
  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'calendarFeed',
          kind: 'extension',
          roles: null,
          summary: "A person's private calendar feed",
          description: `Every consultation of the person whose feed this is, from ${FEED_DAYS_BACK} days ago on, as their side may see it: requested and proposed ones TENTATIVE, confirmed and completed ones CONFIRMED, declined and cancelled ones CANCELLED (kept, so calendars drop them). Each keeps one UID for life and its SEQUENCE climbs with every change. Nothing the client wrote (the case, the note, a reason) is in it. The token in the address is the only key: an unknown or replaced one answers 404. \`Cache-Control: ${FEED_CACHE}\`.`,
          errors: [404],
        }),
        params: z.object({ token: described(z.string(), 'The secret token of the feed’s address.') }),
        response: { 200: textFile('The feed (RFC 5545).', CALENDAR) },
      },
    },
    async (request, reply) => {
      const owner = await calendarOwner(ctx.db, request.params.token);
      if (!owner) throw notFound();
      const side = owner.role === 'lawyer' ? 'lawyer' : 'client';
      const list = await feedOf(ctx.db, owner.id, side, now());
      const text = calendarFeed(
        list.map((c) => shownTo(c, side)),
        side,
        new Date(now()),
      );
      return reply.header('content-type', CALENDAR).header('cache-control', FEED_CACHE).send(text);
    },
  );

  app.get(
    '/api/consultations/:id/calendar.ics',
    {
      onRequest: signedIn,
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'consultationCalendar',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: 'One consultation as a calendar file',
          description:
            "The consultation as one event (RFC 5545: METHOD:PUBLISH, UTC times, a UID that never changes, SEQUENCE, STATUS TENTATIVE, CONFIRMED or CANCELLED), as the caller's side may see it, to save or open in a calendar; an attachment named `lawmatch-consultation-{id}.ics`. Nothing the client wrote (the case, the note, a reason) is in it. A consultation the caller is not a party to answers 404.",
          errors: [401, 403, 404],
        }),
        params: z.object({ id: described(pathId(), "The consultation's id.") }),
        response: { 200: textFile('The event (RFC 5545).', CALENDAR) },
      },
    },
    async (request, reply) => {
      const c = await consultationById(ctx.db, request.params.id, now());
      const side = c && sideOf(c, currentUser(request).id);
      if (!c || !side) throw notFound();
      return reply
        .header('content-type', CALENDAR)
        .header('content-disposition', `attachment; filename="lawmatch-consultation-${c.id}.ics"`)
        .send(consultationEvent(shownTo(c, side), side, new Date(now())));
    },
  );

  app.post(
    '/api/calendar/token/',
    {
      onRequest: signedIn,
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'renewCalendarFeed',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: 'A new address for the private calendar feed',
          description:
            "A new secret address of the caller's calendar feed (`GET /api/calendar/{token}.ics`), to subscribe to in a calendar; shown once, since only a digest of its token is kept. Any earlier address stops working at once. No body. The address starts with PUBLIC_API_URL when that is set, else with the address this call reached.",
          errors: [401, 403],
        }),
        response: { 201: json('The new address.', calendarTokenSchema) },
      },
    },
    async (request, reply) => {
      const createdAt = new Date(now()).toISOString();
      const token = await renewCalendarToken(ctx.db, currentUser(request).id, createdAt);
      const url = `${ctx.config.publicApiUrl}/api/calendar/${token}.ics`;
      return reply.code(201).send({ url, createdAt });
    },
  );
};
