// The ways a call can fail (bad input and faults), shared by the page tests.
// `reason` is what the app says about the fault itself (ApiError's message).
import { delay, HttpResponse } from 'msw';

const SERVER_PROBLEM = 'The server had a problem (500). Please try again.';
export const UNREADABLE = 'The server sent a response that could not be read. Please try again later.';

export interface FailureKind {
  name: string;
  /** a shorter timeout for the case that waits forever */
  timeoutMs?: number;
  respond: () => Response | Promise<Response>;
  /** the answer to the connection probe (a HEAD to the same address) that follows a call that
   * got no answer; without it the probe gets none either (tests/web/msw/handlers.ts) */
  probe?: () => Response;
  reason: string;
}

/** Answers of 2xx whose body cannot be read as the contract's shape. */
export const bodyFaults: FailureKind[] = [
  {
    name: 'malformed JSON',
    respond: () =>
      new HttpResponse('{"tokens": {"matched": ', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    reason: UNREADABLE,
  },
  {
    name: 'a response of the wrong shape',
    respond: () => HttpResponse.json({ token: 'abc', matched: 'yes', lawyers: [{ name: 'Nobody' }] }),
    reason: UNREADABLE,
  },
];

/** Faults any call can meet, whatever it asks for. */
export const transportFailures: FailureKind[] = [
  {
    name: '500 with a Django body',
    respond: () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
    reason: SERVER_PROBLEM,
  },
  {
    name: '500 with an HTML page',
    respond: () =>
      new HttpResponse('<!doctype html><title>Server Error (500)</title><h1>Server Error (500)</h1>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      }),
    reason: SERVER_PROBLEM,
  },
  {
    name: 'network error',
    respond: () => HttpResponse.error(),
    reason: 'Could not reach the server. Check your connection and try again.',
  },
  {
    name: 'timeout',
    timeoutMs: 100,
    respond: async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
    reason: 'The server took too long to respond. Please try again.',
  },
  ...bodyFaults,
];

/** A 401 with Django REST's detail: a refused sign-in, or an access token the server no
 * longer takes (an authed call then refreshes the token once,
 * docs/decisions/0011-refresh-an-expired-token-once.md). */
export const unauthorized: FailureKind = {
  name: '401 with a Django detail',
  respond: () =>
    HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
  reason: 'No active account found with the given credentials',
};

/** Django REST's throttle answer: 429 with Retry-After (seconds). */
const rateLimited: FailureKind = {
  name: '429 with Retry-After',
  respond: () =>
    HttpResponse.json(
      { detail: 'Request was throttled. Expected available in 30 seconds.' },
      { status: 429, headers: { 'Retry-After': '30' } },
    ),
  reason: 'Too many attempts. Please try again in 30 seconds.',
};

/** The server answers, but not to this site (CORS): the call fails as if the network did, and
 * the probe, which needs no permission, gets through (src/api/transport.ts). */
const originRefused: FailureKind = {
  name: 'a refusal of this site (CORS)',
  respond: () => HttpResponse.error(),
  probe: () => new HttpResponse(null, { status: 404 }),
  reason: `The server does not accept requests from this site. If you run this site, add ${window.location.origin} to the server's CORS_ORIGINS.`,
};

/** A sign-in call's faults: a refusal too. */
export const failureKinds: FailureKind[] = [unauthorized, ...transportFailures];

/** Every fault the fault suite runs each call against (tests/web/faults;
 * docs/decisions/0028-failures-are-told-and-lose-nothing.md). */
export const everyFault: FailureKind[] = [...transportFailures, originRefused, unauthorized, rateLimited];
