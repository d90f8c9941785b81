// The lawyer's side of cases: their leads, one lead, a response, hiding a lead, and the
// availability switch that decides whether they get leads at all. Extensions on the local API
// (docs/decisions/0090-cases-leads-and-notifications.md); a backend without them answers 404 and
// the dashboard keeps the spec's behaviour
// (docs/decisions/0095-the-lawyers-leads-screens.md, 0025-missing-extension-keeps-spec-behaviour.md).
import { z } from 'zod';
import { CONSULTATION_TYPES, type AvailabilityPatch, type ConsultationType } from '@/api/booking-contract';
import {
  caseDetailSchema,
  caseResponseSchema,
  leadListSchema,
  type ResponseCreate,
} from '@/api/cases-contract';
import { caseUrl } from '@/api/cases';
import { apiConfig } from '@/api/config';
import { earlyData } from '@/api/asked-early';
import { askEarly, request } from '@/api/http';
import { pageUrl } from '@/api/paging';
import { absentOr, array, boolean, nullOr, number, oneOf, shape, string } from '@/api/read-by-hand';
import { lazySchema } from './lazy-schema.ts';

const cases = () => `${apiConfig.profiles}/api/cases`;
const oneCase = (id: string) => `${cases()}/${encodeURIComponent(id)}`;
const availabilityUrl = () => `${apiConfig.profiles}/api/lawyers/me/availability/`;

/** A page of the lawyer's open leads, newest first. */
export function fetchLeads(page: number, signal?: AbortSignal) {
  return request(pageUrl(`${cases()}/`, page), { schema: leadListSchema, auth: true, signal });
}

/** One lead with the lawyer's own response, if any; 404 when it is not (or no longer) theirs. */
export function fetchLead(id: string, signal?: AbortSignal) {
  return request(caseUrl(id), { schema: caseDetailSchema, auth: true, signal });
}

/** Respond to Case: 201 with the response as kept. */
export function respondToLead(id: string, body: ResponseCreate) {
  return request(`${oneCase(id)}/responses/`, { schema: caseResponseSchema, json: body, auth: true });
}

/** Hides a lead from the lawyer's list (204, no body). */
export function dismissLead(id: string) {
  return request(`${oneCase(id)}/dismiss/`, { schema: z.unknown(), method: 'POST', auth: true });
}

/** Undo of Dismiss: the lead is in the lawyer's list again (204, no body). */
export function undismissLead(id: string) {
  return request(`${oneCase(id)}/dismiss/`, { schema: z.unknown(), method: 'DELETE', auth: true });
}

// The switch reads only its own field, and the settings page all of them; either leaves out the
// fields a backend may add of its own. Both read each field's type, not the rules the server
// applies to a change (a link's form, a date's, hours that overlap, availabilitySchema's): those
// check what the form sends, and building them was most of reading the answer
// (docs/decisions/0159-settings-read-by-their-types.md).
const availabilitySwitchSchema = lazySchema(() => z.object({ available: z.boolean() }));

export function fetchAvailability(signal?: AbortSignal) {
  return request(availabilityUrl(), { schema: availabilitySwitchSchema, auth: true, signal });
}

/** PUT takes any subset of the settings and answers the whole of them. */
export function saveAvailability(available: boolean) {
  return request(availabilityUrl(), {
    schema: availabilitySwitchSchema,
    method: 'PUT',
    json: { available } satisfies AvailabilityPatch,
    auth: true,
  });
}

/** The booking settings as kept (the defaults until a lawyer saves any). */
export interface AvailabilitySettings {
  timeZone: string;
  weekly: { day: number; start: string; end: string }[];
  durationMinutes: number;
  types: ConsultationType[];
  minNoticeHours: number;
  horizonDays: number;
  bufferMinutes: number;
  meetingUrl: string | null;
  officeAddress: string | null;
  available: boolean;
  openOnBankHolidays: boolean;
  blockedDates: string[];
  /** undefined from a backend without reminders, which then shows no reminders switch
   * (docs/decisions/0130-invitations-and-reminders.md) */
  reminders?: boolean | undefined;
  /** likewise the cancellation policy: undefined from a backend without it, which keeps the spec's
   * 24 hours and shows no policy field (docs/decisions/0129-cancellation-policy-and-no-shows.md) */
  cancellationPolicy?: { freeUntilHours: number } | undefined;
}

const whole = number(Number.MIN_SAFE_INTEGER, undefined, true);

// the rules between fields (a video type needs a link) are the server's to apply on a change; the
// page reads the answer by hand, in its first render (docs/decisions/0160-first-answers-read-by-hand.md)
const readAvailabilitySettings = shape<AvailabilitySettings>({
  timeZone: string,
  weekly: array(shape({ day: whole, start: string, end: string })),
  durationMinutes: whole,
  types: array(oneOf(CONSULTATION_TYPES)),
  minNoticeHours: whole,
  horizonDays: whole,
  bufferMinutes: whole,
  meetingUrl: nullOr(string),
  officeAddress: nullOr(string),
  available: boolean,
  openOnBankHolidays: boolean,
  blockedDates: array(string),
  reminders: absentOr(boolean),
  cancellationPolicy: absentOr(shape({ freeUntilHours: whole })),
});

/** The whole settings, for the booking settings page (the defaults until a lawyer saves any). */
export function fetchAvailabilitySettings(signal?: AbortSignal) {
  return request(availabilityUrl(), { schema: readAvailabilitySettings, auth: true, signal });
}

/** Starts that GET now, for the booking settings page about to draw. */
export const askAvailabilitySettingsEarly = () => askEarly(availabilityUrl(), readAvailabilitySettings);

/** That answer, if it has come: the page's first render draws it. */
export const earlyAvailabilitySettings = () => earlyData(availabilityUrl(), readAvailabilitySettings);

/** Saves the settings sent (any subset) and answers the whole of them as now kept. */
export function saveAvailabilitySettings(patch: AvailabilityPatch) {
  return request(availabilityUrl(), {
    schema: readAvailabilitySettings,
    method: 'PUT',
    json: patch,
    auth: true,
  });
}
