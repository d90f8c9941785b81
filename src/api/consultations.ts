// Booking and consultations (src/api/booking-contract.ts): a lawyer's free start times, booking
// one, the caller's consultations, the calls that move one, its calendar file and the private
// calendar feed. Extensions on the profiles backend; a 404 means the backend does not book and
// the screens keep the spec's behaviour ('Booking coming soon', the sample lists marked 'Sample
// data'; docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). The rules:
// docs/consultations.md.
import { ApiError } from '@/api/api-error';
import {
  calendarTokenSchema,
  consultationListSchema,
  consultationSchema,
  slotsResponseSchema,
  type BookingRequest,
  type ConsultationAction,
  type ConsultationType,
  type ConsultationWhen,
} from '@/api/booking-contract';
import { apiConfig } from '@/api/config';
import { request, requestBlob } from '@/api/http';
import { pageUrl } from '@/api/paging';

const api = () => `${apiConfig.profiles}/api`;
const consultation = (id: string) => `${api()}/consultations/${encodeURIComponent(id)}`;

/** The query key of every consultation list: what moves a consultation marks them stale. */
export const CONSULTATIONS_KEY = ['consultations'] as const;

/** Set to true once the no-show call answered 404: a backend without it, whose screens then offer
 * no 'Report did not attend' (docs/decisions/0129-cancellation-policy-and-no-shows.md). */
export const noShowMissingQuery = {
  queryKey: ['no-show-missing'] as const,
  queryFn: () => false,
  staleTime: Infinity,
};

export interface SlotsQuery {
  lawyerId: string;
  /** the first London date, YYYY-MM-DD */
  from: string;
  days: number;
  type?: ConsultationType;
}

/** GET /api/lawyers/{id}/slots/: the lawyer's free start times (UTC), length and types offered. */
export function fetchSlots({ lawyerId, from, days, type }: SlotsQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ from, days: String(days) });
  if (type) query.set('type', type);
  return request(`${api()}/lawyers/${encodeURIComponent(lawyerId)}/slots/?${query.toString()}`, {
    schema: slotsResponseSchema,
    auth: true,
    signal,
  });
}

/** POST /api/consultations/: 201 'requested'; 409 when the time was taken meanwhile. */
export function bookConsultation(body: BookingRequest) {
  return request(`${api()}/consultations/`, { schema: consultationSchema, json: body, auth: true });
}

/** GET /api/consultations/?when=&page=: a page of the caller's upcoming (soonest first) or past
 * (latest first) consultations. */
export function fetchConsultations(when: ConsultationWhen, page: number, signal?: AbortSignal) {
  return request(pageUrl(`${api()}/consultations/?when=${when}`, page), {
    schema: consultationListSchema,
    auth: true,
    signal,
  });
}

/** POST /api/consultations/{id}/<action>/: the consultation as it now is. The client's decline
 * of a proposed time is the decline/ call too. */
export function actOnConsultation(id: string, action: ConsultationAction) {
  const { type, ...body } = action;
  const path = type === 'decline-proposal' ? 'decline' : type;
  return request(`${consultation(id)}/${path}/`, { schema: consultationSchema, json: body, auth: true });
}

/** GET /api/consultations/{id}/calendar.ics: the one event, as a file to save. */
export function fetchConsultationCalendar(id: string) {
  return requestBlob(`${consultation(id)}/calendar.ics`, { auth: true });
}

/** POST /api/calendar/token/: a new private feed address; the previous one stops working. */
export function renewCalendarFeed() {
  return request(`${api()}/calendar/token/`, { schema: calendarTokenSchema, method: 'POST', auth: true });
}

/** The next free start times a 409 offered (`nextSlots` in its body), else none. */
export function nextSlotsOf(error: unknown): string[] {
  return error instanceof ApiError && error.status === 409 ? (error.fieldErrors.nextSlots ?? []) : [];
}
