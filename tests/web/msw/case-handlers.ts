// The cases extension and the live figures, as the local API answers them
// (server/routes/cases.ts, docs/decisions/0090-cases-leads-and-notifications.md): one handler per
// endpoint, answering as the contract says, over a small store of the signed-in client's cases.
// A test starts from the seeded store with resetCases(), or from its own (case-fixtures.ts); a backend
// without the extension is backendKeepsNoCases() in tests/web/cases/case-helpers.ts.
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import {
  caseCreateSchema,
  casePatchSchema,
  caseSchema,
  type Case,
  type CaseDetail,
} from '@/api/cases-contract';
import type { Category } from '@/api/contract';
import { meStatsSchema } from '@/api/stats-contract';
import { seededCases, storedCase } from './case-fixtures';
import { accounts, lawyerFixture, tokensFor } from './fixtures';
import { answerPage } from './pages';

const base = `${apiConfig.profiles}/api/cases`;
export const caseUrls = {
  list: `${base}/`,
  one: `${base}/:id/`,
  close: `${base}/:id/close/`,
  matches: `${base}/:id/matches/`,
  stats: `${apiConfig.profiles}/api/accounts/me/stats/`,
};
export const caseUrl = (id: string) => `${base}/${id}/`;
export const closeUrl = (id: string) => `${base}/${id}/close/`;

// the local API's words (server/services/cases/client-cases.ts)
export const PLACE_UNKNOWN =
  'We could not find this place in the UK. Check the spelling, or enter a nearby town or city.';
export const CATEGORY_UNCLEAR =
  'Choose the area of law: the description does not say clearly enough which one it is.';
const CLOSED_TO_CHANGES = 'This case is closed: it can no longer be changed.';

// the UK places this fake knows; any other is refused as the local API refuses one it does not know
const PLACES = 'london manchester leeds cardiff glasgow belfast keswick inverness bristol reading'.split(' ');
const CLUES: [RegExp, Category][] = [
  [/child|divorce|custody|separat/i, 'Family Law'],
  [/employer|wages|dismiss|job/i, 'Employment Law'],
  [/landlord|tenan|deposit|house/i, 'Property Law'],
  [/visa|asylum|immigra/i, 'Immigration Law'],
];

let cases: CaseDetail[] = seededCases();
let pendingConsultations = 0;
let nextId = 100;

/** The store as a test sets it up: these cases (the seed by default) and pending consultations. */
export function resetCases(given: CaseDetail[] = seededCases(), pending = 0) {
  cases = given.map((kase) => structuredClone(kase));
  pendingConsultations = pending;
  nextId = 100;
}

/** The client's cases as the fake keeps them now. */
export const keptCases = (): readonly CaseDetail[] => cases;

function roleOf(request: Request) {
  const token = request.headers.get('Authorization');
  if (!token?.startsWith('Bearer ')) return null;
  const account = Object.values(accounts).find((a) => token === `Bearer ${tokensFor(a).access}`);
  return account?.role ?? 'client';
}

const fieldErrors = (errors: Record<string, string[]>) => HttpResponse.json(errors, { status: 400 });
const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const asCase = (kase: CaseDetail): Case => caseSchema.parse(kase);
const knownPlace = (place: string) => PLACES.includes(place.trim().toLowerCase());
const guess = (text: string) => CLUES.find(([clue]) => clue.test(text))?.[1];
// problems outside the eight areas: the local API keeps these without one (the classifier's
// 'none', docs/decisions/0061-classifier-says-when-it-is-unsure.md)
const OUTSIDE = /toaster|kettle|make a will/i;

function zodErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  return fieldErrors(errors);
}

/** Answers for the client, or the refusal another caller gets. */
function asClient(request: Request) {
  const role = roleOf(request);
  if (!role)
    return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
  if (role !== 'client')
    return HttpResponse.json(
      { detail: 'You do not have permission to perform this action.' },
      { status: 403 },
    );
  return null;
}

export const caseHandlers = [
  http.get(caseUrls.stats, ({ request }) => {
    const role = roleOf(request);
    if (!role)
      return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
    if (role === 'client') {
      const openCases = cases.filter((kase) => kase.status === 'open').length;
      return HttpResponse.json(meStatsSchema.parse({ role, openCases, pendingConsultations }));
    }
    // the admin's, live, with spec §9's values (docs/decisions/0104-admin-live-figures-and-reported-reviews.md)
    if (role === 'admin')
      return HttpResponse.json(
        meStatsSchema.parse({
          role,
          users: 1247,
          activeLawyers: 89,
          cases: 456,
          monthlyRevenuePence: 1_575_000,
          averageRating: 4.7,
          reviews: 210,
          completionRate: 0.94,
        }),
      );
    // spec §9's figures, for the roles whose pages read them elsewhere
    return HttpResponse.json(
      meStatsSchema.parse({
        role: 'lawyer',
        newCases: 12,
        totalConsultations: 48,
        averageRating: 4.8,
        reviews: 32,
        monthlyEarningsPence: 245_000,
      }),
    );
  }),
  http.post(caseUrls.list, async ({ request }) => {
    const refused = asClient(request);
    if (refused) return refused;
    const parsed = caseCreateSchema.safeParse(await request.json());
    if (!parsed.success) return zodErrors(parsed.error.issues);
    const { title, description, location, urgency } = parsed.data;
    const text = `${title}. ${description}`;
    const category = parsed.data.category ?? guess(text) ?? (OUTSIDE.test(text) ? null : undefined);
    const errors: Record<string, string[]> = {};
    if (!knownPlace(location)) errors.location = [PLACE_UNKNOWN];
    if (category === undefined) errors.category = [CATEGORY_UNCLEAR];
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const kept = storedCase({
      id: nextId++,
      title,
      description,
      location,
      category,
      urgency: urgency ?? 'Medium',
      // the follow-up answers, kept as sent (docs/decisions/0132-follow-up-questions-and-time-limits.md)
      ...(parsed.data.answers ? { answers: parsed.data.answers } : {}),
      createdAt: new Date().toISOString(),
    });
    cases = [kept, ...cases];
    return HttpResponse.json(asCase(kept), { status: 201 });
  }),
  http.get(caseUrls.list, ({ request }) => {
    const role = roleOf(request);
    if (!role)
      return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
    if (role !== 'client') return answerPage(request, []);
    const newest = [...cases].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return answerPage(request, newest.map(asCase));
  }),
  http.get(caseUrls.one, ({ request, params }) => {
    const refused = asClient(request);
    if (refused) return refused.status === 403 ? notFound() : refused;
    const kase = cases.find((c) => c.id === params.id);
    return kase ? HttpResponse.json(kase) : notFound();
  }),
  http.patch(caseUrls.one, async ({ request, params }) => {
    const refused = asClient(request);
    if (refused) return refused;
    const kase = cases.find((c) => c.id === params.id);
    if (!kase) return notFound();
    const parsed = casePatchSchema.safeParse(await request.json());
    if (!parsed.success) return zodErrors(parsed.error.issues);
    if (kase.status !== 'open') return HttpResponse.json({ detail: CLOSED_TO_CHANGES }, { status: 409 });
    if (parsed.data.location !== undefined && !knownPlace(parsed.data.location)) {
      return fieldErrors({ location: [PLACE_UNKNOWN] });
    }
    Object.assign(kase, parsed.data);
    return HttpResponse.json(asCase(kase));
  }),
  // the lawyers matched to a kept case (server/routes/case-matches.ts): the fixture lawyer for an
  // open case with an area, none for a closed one or one without
  http.get(caseUrls.matches, ({ request, params }) => {
    const refused = asClient(request);
    if (refused) return refused;
    const kase = cases.find((c) => c.id === params.id);
    if (!kase) return notFound();
    if (kase.status !== 'open' || kase.category === null)
      return HttpResponse.json({ matched: false, lawyers: [] });
    return HttpResponse.json({
      matched: true,
      lawyers: [{ ...lawyerFixture, specialization: kase.category }],
    });
  }),
  http.post(caseUrls.close, ({ request, params }) => {
    const refused = asClient(request);
    if (refused) return refused;
    const kase = cases.find((c) => c.id === params.id);
    if (!kase) return notFound();
    if (kase.status === 'open') Object.assign(kase, { status: 'closed', closedAt: new Date().toISOString() });
    return HttpResponse.json(asCase(kase));
  }),
];
