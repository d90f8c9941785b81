// Consultations as the local API answers them (docs/consultations.md, src/api/booking-contract.ts):
// each party's list by `when`, the calls that move one by side and state, one event's calendar
// file and a new calendar-feed address, over a small store. A test starts from the seeded store
// with resetConsultations(), or from its own list; the lawyer's free times (the propose dialog's
// list) come from slotsHandler(). A backend that does not book is consultationsMissing().
import { http, HttpResponse } from 'msw';
import {
  ACTIVE_STATUSES,
  consultationActionSchema,
  consultationListQuerySchema,
  slotsResponseSchema,
  type ActionName,
  type Consultation,
  type ConsultationStatus,
  type Side,
} from '@/api/booking-contract';
import { apiConfig } from '@/api/config';
import { seededConsultations } from './consultation-fixtures';
import { accounts, tokensFor } from './fixtures';
import { answerPage } from './pages';

const base = `${apiConfig.profiles}/api`;
export const consultationUrls = {
  list: `${base}/consultations/`,
  act: (id: string, action: string) => `${base}/consultations/${id}/${action}/`,
  calendar: (id: string) => `${base}/consultations/${id}/calendar.ics`,
  token: `${base}/calendar/token/`,
  slots: (lawyerId: string) => `${base}/lawyers/${lawyerId}/slots/`,
};

// the builder stays importable from here, where the tests of both sides found it first
export { consultationFixture } from './consultation-fixtures';

export const TAKEN = 'This time has just been taken. Please choose another.';
let kept: Consultation[] = seededConsultations();

/** The store holds these consultations (by default, the seeded four). */
export function resetConsultations(list: Consultation[] = seededConsultations()) {
  kept = list.map((c) => ({ ...c }));
}
/** The consultation as the store now keeps it. */
export const storedConsultation = (id: string) => kept.find((c) => c.id === id);

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const refuse = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

/** Whoever sends a token (fixtures.ts writes the user's id into it; a renewed one keeps it): an
 * account this store does not know is a party to nothing, not a refusal that would refresh it. */
function callerOf(request: Request) {
  const token = request.headers.get('Authorization') ?? '';
  if (!token.startsWith('Bearer ')) return undefined;
  const known = Object.values(accounts).find((a) => token === `Bearer ${tokensFor(a).access}`);
  return { id: known?.id ?? /(?:access|refresh)-([^-\s]+)$/.exec(token)?.[1] ?? '' };
}
function sideOf(c: Consultation, userId: string): Side | undefined {
  if (c.lawyer.id === userId) return 'lawyer';
  if (c.client.id === userId) return 'client';
  return undefined;
}

/** seenBy (server/rules/disclosure.ts): the link, the number and the office once agreed; to
 * the lawyer, the client's first name until then. */
function shownTo(c: Consultation, side: Side): Consultation {
  const agreed = c.status === 'confirmed' || c.status === 'completed';
  return {
    ...c,
    joinUrl: c.status === 'confirmed' ? c.joinUrl : null,
    phone: side === 'lawyer' && agreed ? c.phone : null,
    address: side === 'client' && agreed ? c.address : null,
    client: side === 'lawyer' && !agreed ? { ...c.client, name: c.client.name.split(' ')[0]! } : c.client,
  };
}

const isUpcoming = (c: Consultation, now: number) =>
  c.status === 'confirmed' || (ACTIVE_STATUSES.includes(c.status) && Date.parse(c.endsAt) > now);

// server/rules/booking/transitions.ts, in short: who may take each action from which states
const RULES: Record<
  ActionName,
  { from: Partial<Record<Side, ConsultationStatus[]>>; to: ConsultationStatus }
> = {
  confirm: { from: { lawyer: ['requested'] }, to: 'confirmed' },
  decline: { from: { lawyer: ['requested'] }, to: 'declined' },
  propose: { from: { lawyer: ['requested', 'proposed', 'confirmed'] }, to: 'proposed' },
  accept: { from: { client: ['proposed'] }, to: 'confirmed' },
  'decline-proposal': { from: { client: ['proposed'] }, to: 'declined' },
  reschedule: { from: { client: ['requested', 'proposed', 'confirmed'] }, to: 'requested' },
  cancel: {
    from: { client: ['requested', 'confirmed'], lawyer: ['proposed', 'confirmed'] },
    to: 'cancelled',
  },
  complete: { from: { lawyer: ['confirmed'] }, to: 'completed' },
  'no-show': { from: { client: ['confirmed'], lawyer: ['confirmed'] }, to: 'no_show' },
};

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const body: Record<string, string[]> = {};
  for (const issue of issues) (body[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  return HttpResponse.json(body, { status: 400 });
}

/** The time moved to, or a refusal: in the future, not the current one, and free (else 409 with
 * the next free times: the hour after each hour taken, as a stand-in for the lawyer's grid). */
function moveTo(c: Consultation, startsAt: string) {
  const start = Date.parse(startsAt);
  if (start <= Date.now())
    return { refusal: fieldErrors([{ path: ['startsAt'], message: 'Choose a time in the future.' }]) };
  if (start === Date.parse(c.startsAt))
    return {
      refusal: fieldErrors([{ path: ['startsAt'], message: 'Choose a time other than the current one.' }]),
    };
  const end = start + (Date.parse(c.endsAt) - Date.parse(c.startsAt));
  const clash = kept.some(
    (o) =>
      o.id !== c.id &&
      o.lawyer.id === c.lawyer.id &&
      ACTIVE_STATUSES.includes(o.status) &&
      Date.parse(o.startsAt) < end &&
      start < Date.parse(o.endsAt),
  );
  if (!clash) return { startsAt, endsAt: new Date(end).toISOString().replace('.000Z', 'Z') };
  const next = [1, 2, 3].map((h) => new Date(start + h * 3_600_000).toISOString().replace('.000Z', 'Z'));
  return { refusal: HttpResponse.json({ detail: TAKEN, nextSlots: next }, { status: 409 }) };
}

export const consultationHandlers = [
  http.get(consultationUrls.list, ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return refuse(401, 'Authentication credentials were not provided.');
    const query = consultationListQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return fieldErrors(query.error.issues);
    const now = Date.now();
    const upcoming = query.data.when === 'upcoming';
    const mine = kept
      .filter((c) => sideOf(c, caller.id) && isUpcoming(c, now) === upcoming)
      .sort((a, b) => (upcoming ? 1 : -1) * (Date.parse(a.startsAt) - Date.parse(b.startsAt)));
    return answerPage(
      request,
      mine.map((c) => shownTo(c, sideOf(c, caller.id)!)),
    );
  }),
  http.post(`${base}/consultations/:id/:action/`, async ({ request, params }) => {
    const caller = callerOf(request);
    if (!caller) return refuse(401, 'Authentication credentials were not provided.');
    const c = kept.find((k) => k.id === String(params.id));
    const side = c && sideOf(c, caller.id);
    if (!c || !side) return notFound();
    const path = String(params.action);
    const type = path === 'decline' && side === 'client' ? 'decline-proposal' : path;
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const action = consultationActionSchema.safeParse({ ...body, type });
    if (!action.success) return fieldErrors(action.error.issues);
    const rule = RULES[action.data.type];
    const from = rule.from[side];
    if (!from) return refuse(403, `The ${side} cannot ${path} this consultation.`);
    if (!from.includes(c.status))
      return refuse(409, `This consultation is ${c.status}: it cannot be changed that way now.`);
    if (action.data.type === 'complete' && Date.parse(c.endsAt) > Date.now())
      return refuse(409, 'A consultation can be marked completed once it has ended.');
    // server/rules/booking/transition.ts: from 10 minutes after the start until 48 hours after the end
    if (
      action.data.type === 'no-show' &&
      (Date.now() < Date.parse(c.startsAt) + 600_000 || Date.now() > Date.parse(c.endsAt) + 48 * 3_600_000)
    )
      return refuse(409, 'A consultation can be reported as not attended from 10 minutes after its start.');
    let times = {};
    if (action.data.type === 'propose' || action.data.type === 'reschedule') {
      const moved = moveTo(c, action.data.startsAt);
      if ('refusal' in moved) return moved.refusal;
      times = moved;
    }
    const closing =
      action.data.type === 'no-show'
        ? {
            reason: action.data.note ?? null,
            closedBy: side,
            noShowBy: side === 'client' ? ('lawyer' as const) : ('client' as const),
          }
        : 'reason' in action.data
          ? { reason: action.data.reason ?? null, closedBy: side }
          : {};
    Object.assign(c, times, closing, {
      status: rule.to,
      sequence: c.sequence + 1,
      updatedAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    return HttpResponse.json(shownTo(c, side));
  }),
  http.get(`${base}/consultations/:id/calendar.ics`, ({ request, params }) => {
    const caller = callerOf(request);
    const c = kept.find((k) => k.id === String(params.id));
    if (!caller || !c || !sideOf(c, caller.id)) return notFound();
    const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:consultation-${c.id}@lawmatch\r\nSEQUENCE:${c.sequence}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    return new HttpResponse(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
  }),
  http.post(consultationUrls.token, ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return refuse(401, 'Authentication credentials were not provided.');
    const url = `${base}/calendar/${caller.id}-${crypto.randomUUID()}.ics`;
    return HttpResponse.json({ url, createdAt: '2030-01-01T09:00:00Z' }, { status: 201 });
  }),
];

/** The lawyer's free start times, as GET /api/lawyers/{id}/slots/ answers them. */
export function slotsHandler(slots: string[], durationMinutes = 30) {
  const body = slotsResponseSchema.parse({ durationMinutes, types: ['video', 'phone', 'in_person'], slots });
  return http.get(`${base}/lawyers/:id/slots/`, () => HttpResponse.json(body));
}

/** A backend that does not book: every consultation call answers 404. */
export function consultationsMissing() {
  return [
    http.get(consultationUrls.list, notFound),
    http.post(consultationUrls.list, notFound),
    http.post(`${base}/consultations/:id/:action/`, notFound),
    http.get(`${base}/consultations/:id/calendar.ics`, notFound),
    http.post(consultationUrls.token, notFound),
    http.get(`${base}/lawyers/:id/slots/`, notFound),
  ];
}
