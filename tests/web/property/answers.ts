// What a backend may answer, for the contract properties: any status, a body built on a valid
// sample or any JSON or no JSON at all, any Content-Type and Retry-After.
import fc from 'fast-check';
import { anyJson, near } from './near';

export interface Answer {
  status: number;
  body: string;
  type: string | null;
  retryAfter: string | null;
}

// fetch refuses a body with these statuses
export const NULL_BODY = new Set([204, 205, 304]);

export function toResponse({ status, body, type, retryAfter }: Answer) {
  const headers = new Headers();
  if (type) headers.set('Content-Type', type);
  if (retryAfter !== null) headers.set('Retry-After', retryAfter);
  return new Response(NULL_BODY.has(status) ? null : body, { status, headers });
}

const status = fc.oneof(
  fc.constantFrom(200, 201, 400, 401, 403, 404, 409, 413, 429, 500, 502, 503),
  fc.integer({ min: 200, max: 599 }),
);

/** A body built on `sample` (a value the schema accepts), or any JSON, or not JSON at all. */
export function bodyNear(sample: unknown): fc.Arbitrary<string> {
  const text = near(sample).map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 4, arbitrary: text },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    // Django REST error bodies, right and wrong
    near({ detail: 'Not found.', email: ['Enter a valid email address.'] }).map((v) => JSON.stringify(v)),
    // cut off, HTML, empty, any text
    text.chain((t) => fc.nat({ max: t.length }).map((n) => t.slice(0, n))),
    fc.constantFrom('', '<!doctype html><h1>Server Error (500)</h1>', 'null', 'undefined', '{"a":1}{'),
    fc.string({ maxLength: 40 }),
  );
}

export function answers(sample: unknown, count: number): fc.Arbitrary<Answer[]> {
  const answer = fc.record({
    status,
    body: bodyNear(sample),
    type: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/html',
      'text/plain',
      null,
    ),
    retryAfter: fc.option(
      fc.oneof(
        fc.integer({ min: -5, max: 100_000 }).map(String),
        fc.constantFrom('', '0', '1.5', '1e400', 'Infinity', 'NaN', 'Wed, 21 Oct 2026 07:28:00 GMT'),
      ),
      { nil: null },
    ),
  });
  return fc.array(answer, { minLength: 1, maxLength: count });
}
