// A lawyer's free start times, for the booking dialog: the lawyer's availability less their
// active bookings and their jurisdiction's bank holidays, by the same rules a booking is checked
// with (docs/decisions/0065-slots-on-a-london-grid.md, docs/decisions/0115-bank-holidays.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slotsQuerySchema, slotsResponseSchema } from '../../src/api/booking-contract.ts';
import type { SlotsResponse } from '../../src/api/booking-contract.ts';
import { freeSlots } from '../rules/booking/slots.ts';
import { bookingRulesOf, verifiedLawyer } from '../services/consultations/shared.ts';
import type { RouteOptions } from './context.ts';
import { emptyQueryValuesAreAbsent, pathId } from '../http/route-schemas.ts';
import { call, described, json } from '../openapi/operation.ts';
import { activeBookings } from '../repo/consultations.ts';
import { feesOf } from '../repo/profiles.ts';

export const slotRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.get(
    '/api/lawyers/:id/slots/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'lawyerSlots',
          kind: 'extension',
          roles: [],
          summary: "A lawyer's free start times",
          description:
            "The start times (UTC) a client can book with the lawyer, from the London date `from` for `days` days (1 to 31, default 7), of the type asked for (`type`: video, phone or in_person) or of any the lawyer offers, with the consultation's length (`durationMinutes`), the types offered, whether the lawyer is taking bookings now (`available`) and their fixed first-consultation fee in pence (`firstFeePence`, null where none), so the dialog shows the fee a booking keeps (docs/decisions/0116-one-fee-rule.md), and their `cancellationPolicy` (`freeUntilHours`: until how many hours before the start a client may cancel or move a confirmed consultation), shown before booking. A start is offered when it lies on the lawyer's weekly grid in London time (a consultation and the buffer apart from each window's start), at least the lawyer's notice ahead, within their horizon, not on a blocked date, not on a bank holiday of the lawyer's jurisdiction (England and Wales, Scotland or Northern Ireland, from where they practise) unless they set `openOnBankHolidays`, and clear of their active consultations; none while the lawyer has switched their availability off. Booking one of them (`POST /api/consultations/`) is checked by the same rules (docs/decisions/0065-slots-on-a-london-grid.md). A lawyer who is not verified, or no lawyer, answers 404.",
          errors: [400, 401, 404],
        }),
        params: z.object({ id: described(pathId(), "The lawyer's id.") }),
        querystring: slotsQuerySchema,
        response: { 200: json('The free start times.', slotsResponseSchema) },
      },
    },
    async (request): Promise<SlotsResponse> => {
      const now = ctx.clock.now();
      const lawyer = await verifiedLawyer(ctx.db, request.params.id, now);
      const { availability, jurisdiction } = await bookingRulesOf(ctx.db, lawyer.id);
      const [bookings, fees] = await Promise.all([
        activeBookings(ctx.db, lawyer.id, availability.bufferMinutes, now),
        feesOf(ctx.db, lawyer.id),
      ]);
      const { from, days, type } = request.query;
      return {
        durationMinutes: availability.durationMinutes,
        types: availability.types,
        available: availability.available,
        firstFeePence: fees?.first_fee_pence ?? null,
        cancellationPolicy: availability.cancellationPolicy,
        slots: freeSlots(availability, bookings, { from, days, now: new Date(now), jurisdiction, type }),
      };
    },
  );
};
