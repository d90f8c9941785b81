// Reviews as the local API answers them (docs/decisions/0101-reviews-from-consultations.md,
// src/api/reviews-contract.ts), over small stores that live for one test. Each part below is
// exported on its own; tests override with server.use().
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import {
  REVIEWS_PAGE_SIZE,
  reasonSchema,
  replyCreateSchema,
  reportedReviewSchema,
  reviewCreateSchema,
  type ReportedReview,
  type Review,
} from '@/api/reviews-contract';
import { londonDate } from '@/lib/dates';
import { storedConsultation } from './consultation-handlers';
import { accounts, tokensFor } from './fixtures';
import { answerPage } from './pages';

// ---- writing a review, the lawyer's list and reply (docs/decisions/0105-review-screens.md) ----

const base = `${apiConfig.profiles}/api`;
export const reviewScreenUrls = {
  write: (consultationId: string) => `${base}/consultations/${consultationId}/review/`,
  lawyerReviews: (lawyerId: string) => `${base}/lawyers/${lawyerId}/reviews/`,
  ownReviews: `${base}/lawyers/me/reviews/`,
  reply: (reviewId: string) => `${base}/reviews/${reviewId}/reply/`,
};

/** each lawyer's visible reviews, newest first */
let byLawyer = new Map<string, Review[]>();
/** the consultations whose review is held for a check (docs/decisions/0111-held-reviews.md) */
let heldConsultations = new Set<string>();

/** The review of this consultation is held for an admin's check when written. */
export function holdReviewOf(consultationId: string) {
  heldConsultations.add(consultationId);
}

/** The lawyer's reviews are these (newest first); every other lawyer has none. */
export function resetLawyerReviews(lawyerId?: string, reviews: Review[] = []) {
  byLawyer = new Map();
  heldConsultations = new Set();
  if (lawyerId)
    byLawyer.set(
      lawyerId,
      reviews.map((r) => ({ ...r })),
    );
}
/** The review as the store now keeps it, and whose it is. */
export function storedReview(id: string) {
  for (const [lawyerId, reviews] of byLawyer) {
    const review = reviews.find((r) => r.id === id);
    if (review) return { lawyerId, review };
  }
  return undefined;
}

const refuse = (status: number, detail: string) => HttpResponse.json({ detail }, { status });
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const body: Record<string, string[]> = {};
  for (const issue of issues) (body[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  return HttpResponse.json(body, { status: 400 });
}

/** The id of whoever sends a token (fixtures.ts writes the user's id into it). */
function callerId(request: Request) {
  const token = request.headers.get('Authorization') ?? '';
  if (!token.startsWith('Bearer ')) return undefined;
  const known = Object.values(accounts).find((a) => token === `Bearer ${tokensFor(a).access}`);
  return known?.id ?? /(?:access|refresh)-([^-\s]+)$/.exec(token)?.[1] ?? '';
}

/** Registered before the consultation handlers: their `:id/:action/` would take `review/`. */
export const reviewScreenHandlers = [
  // the signed-in lawyer's own, verified or not: none is an empty page, never a 404
  // (before `:id/reviews/`, which would take `me`)
  http.get(`${base}/lawyers/me/reviews/`, ({ request }) => {
    const caller = callerId(request);
    if (caller === undefined) return refuse(401, 'Authentication credentials were not provided.');
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    if (!Number.isInteger(page) || page < 1)
      return fieldErrors([{ path: ['page'], message: 'Invalid page.' }]);
    const all = byLawyer.get(caller) ?? [];
    const results = all.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE);
    return HttpResponse.json({ count: all.length, page, pageSize: REVIEWS_PAGE_SIZE, results });
  }),
  // no public profile unless a test serves one (public-profile-helpers.ts): the View Profile
  // dialog then shows the card's facts alone
  http.get(`${base}/lawyers/:id/`, () => refuse(404, 'Not found.')),
  http.get(`${base}/lawyers/:id/reviews/`, ({ request, params }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    if (!Number.isInteger(page) || page < 1)
      return fieldErrors([{ path: ['page'], message: 'Invalid page.' }]);
    const all = byLawyer.get(String(params.id)) ?? [];
    const results = all.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE);
    if (page > 1 && results.length === 0) return refuse(404, 'Invalid page.');
    return HttpResponse.json({ count: all.length, page, pageSize: REVIEWS_PAGE_SIZE, results });
  }),
  http.post(`${base}/consultations/:id/review/`, async ({ request, params }) => {
    const caller = callerId(request);
    if (caller === undefined) return refuse(401, 'Authentication credentials were not provided.');
    const body = reviewCreateSchema.safeParse(await request.json().catch(() => ({})));
    if (!body.success) return fieldErrors(body.error.issues);
    const c = storedConsultation(String(params.id));
    if (!c) return refuse(404, 'Not found.');
    if (c.client.id !== caller) return refuse(403, 'Only the client of this consultation may review it.');
    if (c.status !== 'completed') return refuse(409, 'Only a completed consultation can be reviewed.');
    if (c.review) return refuse(409, 'This consultation has a review already.');
    const review: Review = {
      id: `9${c.id}`,
      rating: body.data.rating,
      text: body.data.text,
      clientFirstName: c.client.name.split(' ')[0] ?? null,
      consultationMonth: londonDate(c.startsAt).slice(0, 7),
      createdAt: now(),
      reply: null,
      held: heldConsultations.has(c.id),
    };
    c.review = { id: review.id, rating: review.rating };
    // a held review counts nowhere until an admin publishes it
    if (!review.held) byLawyer.set(c.lawyer.id, [review, ...(byLawyer.get(c.lawyer.id) ?? [])]);
    return HttpResponse.json(review, { status: 201 });
  }),
  http.post(`${base}/reviews/:id/reply/`, async ({ request, params }) => {
    const caller = callerId(request);
    if (caller === undefined) return refuse(401, 'Authentication credentials were not provided.');
    const found = storedReview(String(params.id));
    if (!found) return refuse(404, 'Not found.');
    if (found.lawyerId !== caller) return refuse(403, 'Only the reviewed lawyer may reply.');
    const body = replyCreateSchema.safeParse(await request.json().catch(() => ({})));
    if (!body.success) return fieldErrors(body.error.issues);
    if (found.review.reply) return refuse(409, 'You have replied to this review already.');
    found.review.reply = { text: body.data.text, createdAt: now() };
    return HttpResponse.json(found.review, { status: 201 });
  }),
];

/** A backend that keeps no reviews: these calls answer 404. */
export function reviewScreensMissing() {
  const notFound = () => refuse(404, 'Not found.');
  return [
    http.get(`${base}/lawyers/me/reviews/`, notFound),
    http.get(`${base}/lawyers/:id/reviews/`, notFound),
    http.post(`${base}/consultations/:id/review/`, notFound),
    http.post(`${base}/reviews/:id/reply/`, notFound),
  ];
}

// ---- the admin's reported reviews (docs/decisions/0104-admin-live-figures-and-reported-reviews.md) ----

export const reviewReportUrls = {
  list: `${base}/admin/review-reports/`,
  hide: (reviewId: string) => `${base}/admin/reviews/${reviewId}/hide/`,
  keep: (reviewId: string) => `${base}/admin/reviews/${reviewId}/keep/`,
  publish: (reviewId: string) => `${base}/admin/reviews/${reviewId}/publish/`,
};

/** Two reported reviews waiting for the admin, one decided (kept), and one held for a check
 * (docs/decisions/0111-held-reviews.md) for both reasons, unreported. */
const seededReports = (): ReportedReview[] =>
  [
    {
      review: {
        id: '701',
        rating: 1,
        text: 'She never turned up and the firm kept my money.',
        clientFirstName: 'Gareth',
        consultationMonth: '2030-02',
        createdAt: '2030-02-20T10:00:00Z',
        reply: {
          text: 'The consultation took place by video on 18 February.',
          createdAt: '2030-02-21T09:00:00Z',
        },
      },
      lawyer: { id: '23', name: 'Vera Verified' },
      reports: [
        {
          reason: 'This is untrue: the call took place and I have the record.',
          createdAt: '2030-02-22T09:30:00Z',
        },
        { reason: 'Looks like a competitor writing, not a client.', createdAt: '2030-02-23T14:00:00Z' },
      ],
      hidden: null,
      decidedAt: null,
    },
    {
      review: {
        id: '702',
        rating: 2,
        text: 'Slow to answer e-mails.',
        clientFirstName: 'Nia',
        consultationMonth: '2030-03',
        createdAt: '2030-03-05T10:00:00Z',
        reply: null,
      },
      lawyer: { id: '24', name: 'Owen Pritchard' },
      reports: [{ reason: 'Mentions my colleague by name elsewhere.', createdAt: '2030-03-06T11:00:00Z' }],
      hidden: null,
      decidedAt: null,
    },
    {
      review: {
        id: '703',
        rating: 3,
        text: 'Fine, if a little rushed.',
        clientFirstName: 'Tom',
        consultationMonth: '2030-01',
        createdAt: '2030-01-12T10:00:00Z',
        reply: null,
      },
      lawyer: { id: '23', name: 'Vera Verified' },
      reports: [{ reason: 'Unfair: the session ran over time.', createdAt: '2030-01-13T08:00:00Z' }],
      hidden: null,
      decidedAt: '2030-01-14T16:00:00Z',
    },
    {
      review: {
        id: '704',
        rating: 5,
        text: 'Outstanding: the best lawyer in the country.',
        clientFirstName: 'Sam',
        consultationMonth: '2030-04',
        createdAt: '2030-04-02T10:00:00Z',
        reply: null,
        held: true,
      },
      lawyer: { id: '23', name: 'Vera Verified' },
      reports: [],
      hidden: null,
      held: ['booked_late', 'new_account'],
      decidedAt: null,
    },
  ].map((item) => reportedReviewSchema.parse(item));

let reports: ReportedReview[] = seededReports();
export const NOT_HELD = 'This review is not held: it has been published or hidden already.';

/** The reported reviews are these (the seeded three by default). */
export function resetReviewReports(given: ReportedReview[] = seededReports()) {
  reports = given.map((item) => structuredClone(item));
}
/** The reported reviews as the store now keeps them. */
export const keptReports = (): readonly ReportedReview[] => reports;

const isDecided = (item: ReportedReview) => item.decidedAt !== null;
const isHeld = (item: ReportedReview) => item.held.length > 0 && item.hidden === null;
/** the desk's lists, as the local API sorts a review onto them */
const onList: Record<string, (item: ReportedReview) => boolean> = {
  open: (item) => item.reports.length > 0 && !isDecided(item),
  held: isHeld,
  decided: (item) => isDecided(item) && !isHeld(item),
};

function asAdmin(request: Request) {
  const caller = callerId(request);
  if (caller === undefined) return refuse(401, 'Authentication credentials were not provided.');
  const account = Object.values(accounts).find((a) => a.id === caller);
  if (account?.role !== 'admin') return refuse(403, 'You do not have permission to perform this action.');
  return null;
}

export const reviewReportHandlers = [
  http.get(reviewReportUrls.list, ({ request }) => {
    const refused = asAdmin(request);
    if (refused) return refused;
    const status = new URL(request.url).searchParams.get('status') ?? 'open';
    const listed = onList[status];
    if (!listed) return fieldErrors([{ path: ['status'], message: `"${status}" is not a valid choice.` }]);
    return answerPage(
      request,
      reports.filter((item) => listed(item)).map((item) => reportedReviewSchema.parse(item)),
    );
  }),
  http.post(`${base}/admin/reviews/:id/:decision/`, async ({ request, params }) => {
    const refused = asAdmin(request);
    if (refused) return refused;
    const item = reports.find((r) => r.review.id === String(params.id));
    if (!item) return refuse(404, 'Not found.');
    const at = now();
    if (params.decision === 'hide') {
      const body = reasonSchema.safeParse(await request.json().catch(() => ({})));
      if (!body.success) return fieldErrors(body.error.issues);
      item.hidden = { reason: body.data.reason, at };
    } else if (params.decision === 'publish') {
      if (!isHeld(item)) return refuse(409, NOT_HELD);
      item.held = [];
      item.review.held = false;
    } else if (params.decision !== 'keep') return refuse(404, 'Not found.');
    item.decidedAt = at;
    return HttpResponse.json(item);
  }),
];

/** A backend that keeps no reviews: the admin's calls answer 404. */
export function reviewReportsMissing() {
  const notFound = () => refuse(404, 'Not found.');
  return [
    http.get(reviewReportUrls.list, notFound),
    http.post(`${base}/admin/reviews/:id/:decision/`, notFound),
  ];
}

/** A backend that keeps no reviews: every review call, and the public profile, answers 404. */
export function reviewsMissing() {
  const notFound = () => refuse(404, 'Not found.');
  return [
    http.get(`${base}/lawyers/:id/`, notFound),
    http.get(`${base}/lawyers/:id/reviews/`, notFound),
    http.post(`${base}/consultations/:id/review/`, notFound),
    http.post(`${base}/reviews/:id/:action/`, notFound),
    ...reviewReportsMissing(),
  ];
}
