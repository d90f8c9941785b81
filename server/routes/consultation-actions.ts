// The calls that move a consultation, one per action (docs/consultations.md): who may take which
// from which state is the state machine's (server/rules/booking/transitions.ts); the route finds the
// caller's side, and server/services/consultations/move.ts applies and stores the change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultationSchema, instantSchema } from '../../src/api/booking-contract.ts';
import { requiredText, text } from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { move } from '../services/consultations/move.ts';
import type { ActionPath } from '../services/consultations/move.ts';
import type { RouteOptions } from './context.ts';
import type { ErrorStatus } from '../openapi/errors.ts';
import { JSON_BODY, call, described, json } from '../openapi/operation.ts';
import { noBodyIsNoFields, pathId } from '../http/route-schemas.ts';

const NO_BODY = z.strictObject({});
const NEW_TIME = z.strictObject({ startsAt: instantSchema });

interface ActionDoc {
  summary: string;
  text: string;
  /** what the route checks before the action's own schema (consultationActionSchema) */
  body: z.ZodType;
  /** 409 with next free times when the new time is taken */
  newTime?: boolean;
}

const TAKEN_409 =
  ' A new time that is taken is 409 with `detail` and `nextSlots`, the next free start times of its type from that day on (at most 6); no two active consultations of a lawyer overlap, decided by the database.';

// the body each path takes; a client's decline/ is the decline-proposal action (reason optional)
const ACTIONS: Record<ActionPath, ActionDoc> = {
  confirm: {
    summary: 'Confirm a requested consultation',
    text: 'The lawyer confirms a request (before its start). No body. A lawyer whose verification has lapsed answers 403: they may cancel, but agree to no time until verified again.',
    body: NO_BODY,
  },
  decline: {
    summary: 'Decline a request, or a proposed time',
    text: 'The lawyer declines a request, with `reason` (required); the client declines a time the lawyer proposed (`reason` optional). Either ends the consultation.',
    body: z.strictObject({ reason: text(500).optional() }),
  },
  propose: {
    summary: 'Propose a new time',
    text: "The lawyer offers a new time (`startsAt`, UTC; not the current one, the same length) for a requested, proposed or confirmed consultation; it is held instead of the old one and the client answers. The time obeys the booking rules: one of the lawyer's start times on their weekly grid, with their notice, within their horizon, not on a blocked date nor, unless they open on them, a bank holiday of their jurisdiction (400 on `startsAt` otherwise); it may be offered while the lawyer takes no new bookings. A lawyer whose verification has lapsed answers 403.",
    body: NEW_TIME,
    newTime: true,
  },
  accept: {
    summary: 'Accept a proposed time',
    text: "The client accepts the time the lawyer proposed (before its start): the consultation is confirmed. No body. 409 while the lawyer's verification has lapsed.",
    body: NO_BODY,
  },
  reschedule: {
    summary: 'Move a consultation to another time',
    text: "The client asks for another of the lawyer's free start times (`startsAt`, checked as a booking is; 400 on `startsAt` otherwise); the consultation is requested again. A confirmed one only until the lawyer's cancellation policy's hours before its start (`freeUntilHours`, kept with the booking; 24 by default); later only the lawyer can change it.",
    body: NEW_TIME,
    newTime: true,
  },
  cancel: {
    summary: 'Cancel a consultation',
    text: "Withdraws the consultation, with `reason` (required): the client a request, or a confirmed one until the lawyer's cancellation policy's hours before its start (`freeUntilHours`, kept with the booking; 24 by default); the lawyer a proposal or a confirmed one, at any time.",
    body: z.strictObject({ reason: requiredText(500) }),
  },
  complete: {
    summary: 'Mark a consultation completed',
    text: 'The lawyer marks a confirmed consultation completed, once its end has passed. No body.',
    body: NO_BODY,
  },
  'no-show': {
    summary: 'Report that the other side did not attend',
    text: 'Either side reports that the other did not attend a confirmed consultation, from 10 minutes after its start until 48 hours after its end (409 otherwise), with an optional `note` (at most 500 characters). The consultation becomes `no_show` with `noShowBy`, the side who did not come; the note is kept in `reason`. Both sides are told. A consultation is reported once: it is then final.',
    body: z.strictObject({ note: text(500).optional() }),
  },
};

const COMMON =
  ' Answers the consultation as it now is, as the caller may see it, with `sequence` one higher; the other side is notified. 403 for the side that may never take this action, 409 when the state or the clock does not allow it now (with the reason), or when another change came first (reload and try again). A consultation the caller is not a party to answers 404.';

export const consultationActionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('client', 'lawyer'));

  for (const [path, doc] of Object.entries(ACTIONS) as Array<[ActionPath, ActionDoc]>) {
    const errors: ErrorStatus[] = [...JSON_BODY, 401, 403, 404, 409];
    app.post(
      `/api/consultations/:id/${path}/`,
      {
        preValidation: noBodyIsNoFields,
        schema: {
          ...call({
            tag: 'consultations',
            operationId: `${path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Consultation`,
            kind: 'extension',
            roles: ['client', 'lawyer'],
            summary: doc.summary,
            description: doc.text + COMMON + (doc.newTime ? TAKEN_409 : ''),
            errors,
          }),
          params: z.object({ id: described(pathId(), "The consultation's id.") }),
          body: doc.body,
          response: { 200: json('The consultation as it now is.', consultationSchema) },
        },
      },
      async (request) =>
        move(
          ctx.db,
          currentUser(request).id,
          request.params.id,
          path,
          request.body as Record<string, unknown>,
          ctx.clock.now(),
        ),
    );
  }
};
