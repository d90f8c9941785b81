// The public profile's two answers read by hand, without zod: the page is public and must load
// within the public pages' script budget, which zod and the contract's schemas would break
// (docs/decisions/0103-public-lawyer-profile.md, docs/decisions/0017-content-first-public-pages.md).
// The types are the contract's (src/api/reviews-contract.ts); a test holds this reader to the
// schemas on the smallest answer they allow and on a full one.
import { ApiError } from '@/api/api-error';
import { apiConfig } from '@/api/config';
import type { PublicLawyer, Review, ReviewPage } from '@/api/reviews-contract';
import { SERVICE_KINDS, VAT_BASES } from '@/api/service-kinds';
import type { Pricing, Service } from '@/api/services-contract';
import { OriginRefusedError, send } from '@/api/transport';

/** Reads one value of the answer, or throws Shape. */
export type Read<T> = (value: unknown) => T;

class Shape extends Error {}

function check<T>(ok: boolean, value: unknown): T {
  if (!ok) throw new Shape();
  return value as T;
}

export const string: Read<string> = (v) => check(typeof v === 'string', v);
const boolean: Read<boolean> = (v) => check(typeof v === 'boolean', v);

/** a finite number from `min` to `max`; `whole`: an integer */
export const number =
  (min = 0, max = Number.MAX_SAFE_INTEGER, whole = false): Read<number> =>
  (v) =>
    check(
      typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && (!whole || Number.isInteger(v)),
      v,
    );
export const count = number(0, undefined, true);

const matching =
  (pattern: RegExp): Read<string> =>
  (v) =>
    check(pattern.test(string(v)), v);

/** an id as the contract reads it: a non-empty string or a whole number, as a string */
const id: Read<string> = (v) => String(check(Number.isInteger(v) || (typeof v === 'string' && v !== ''), v));

/** `undefined` and `null` are absent (the contract's nullish) */
export const optional =
  <T>(read: Read<T>): Read<T | null> =>
  (v) =>
    v === undefined || v === null ? null : read(v);

/** an array; absent is empty (the contract's default) */
export const list =
  <T>(read: Read<T>): Read<T[]> =>
  (v) =>
    v === undefined ? [] : check<unknown[]>(Array.isArray(v), v).map(read);

/** an object with these fields, each read by its reader; other fields are left out */
export const shape =
  <T extends object>(fields: { [K in keyof T]-?: Read<T[K]> }): Read<T> =>
  (v) => {
    const o = check<Record<string, unknown>>(typeof v === 'object' && v !== null && !Array.isArray(v), v);
    return Object.fromEntries(
      Object.entries<Read<unknown>>(fields).map(([key, read]) => [key, read(o[key])]),
    ) as T;
  };

const instant = matching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/);

const review = shape<Review>({
  id,
  rating: number(1, 5, true),
  text: string,
  clientFirstName: (v) => (v === null ? null : string(v)),
  consultationMonth: matching(/^\d{4}-\d{2}$/),
  createdAt: instant,
  reply: optional(shape({ text: string, createdAt: instant })),
  // absent is false (the contract's default): a public profile shows no held review
  held: (v) => (v === undefined ? false : boolean(v)),
});

const CONSULTATION_TYPES = ['video', 'phone', 'in_person'] as const;

/** one of these words */
export const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (v) =>
    check(
      values.some((value) => value === v),
      v,
    );

/** absent stays absent: a backend without the field sent none (the contract's optional) */
export const absentOr =
  <T>(read: Read<T>): Read<T | undefined> =>
  (v) =>
    v === undefined ? undefined : read(v);

export const nullOr =
  <T>(read: Read<T>): Read<T | null> =>
  (v) =>
    v === null ? null : read(v);

export function pricing(v: unknown): Pricing {
  const o = check<Record<string, unknown>>(typeof v === 'object' && v !== null, v);
  if (o.kind === 'fixed') return { kind: 'fixed', amountPence: count(o.amountPence) };
  if (o.kind === 'hourly') return { kind: 'hourly', ratePence: count(o.ratePence) };
  const range = { kind: 'range' as const, fromPence: count(o.fromPence), toPence: count(o.toPence) };
  return check(o.kind === 'range' && range.toPence >= range.fromPence, range);
}

// a lawyer's services and prices (docs/services-and-prices.md)
const service = shape<Service>({
  service: oneOf(SERVICE_KINDS),
  name: nullOr(string),
  pricing,
  vat: oneOf(VAT_BASES),
  disbursements: list(shape({ name: string, amountPence: count })),
  stages: list(string),
  timescale: string,
  whoDoesTheWork: string,
  description: string,
});

/** What a lawyer as a card carries, in the public profile's answer and in each of the directory's. */
export const cardFields = {
  id,
  name: string,
  profile_picture: optional(string),
  specialization: string,
  rating: number(0, 5),
  reviews: count,
  isVerified: boolean,
  location: string,
  experience: number(),
  hourlyRate: optional(number()),
  verifiedAt: optional(string),
  distance: optional(string),
};

/** GET /api/lawyers/{id}/ as the page shows it. */
export const readPublicLawyer = shape<PublicLawyer>({
  ...cardFields,
  bio: string,
  education: string,
  licenseNumber: string,
  regulator: optional(string),
  consultationTypes: list((v) =>
    check<PublicLawyer['consultationTypes'][number]>(
      CONSULTATION_TYPES.some((type) => type === v),
      v,
    ),
  ),
  firstFeePence: optional(count),
  // absent is true (the contract's default): a backend that does not say offers booking
  acceptingBookings: (v) => (v === undefined ? true : boolean(v)),
  recentReviews: list(review),
  services: absentOr(list(service)),
  indemnityInsurance: absentOr(nullOr(shape({ insurer: string, coverPence: number(1, undefined, true) }))),
  complaints: absentOr(nullOr(string)),
  // docs/decisions/0125-fair-leads-and-response-time.md
  responseTimeHours: absentOr(nullOr(count)),
});

/** GET /api/lawyers/{id}/reviews/?page=N */
export const readReviewPage = shape<ReviewPage>({
  count,
  page: number(1, undefined, true),
  pageSize: number(1, undefined, true),
  results: (v) => check(Array.isArray(v), list(review)(v)),
});
/** A 400's field messages (Django REST's shape, `{"near": ["…"]}`), read by hand; any other body
 * none. */
function fieldErrorsOf(response: { status: number; text: string }): Record<string, string[]> {
  if (response.status !== 400) return {};
  try {
    const body = JSON.parse(response.text) as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
    return Object.fromEntries(
      Object.entries(body).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/** One GET through the app's transport; an answer that is not 2xx, not JSON or not the shape is
 * an ApiError, as from src/api/http.ts (whose error reader brings zod along). */
export async function getJson<T>(url: string, read: (value: unknown) => T, signal?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  let response;
  try {
    response = await send(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (cause instanceof OriginRefusedError) throw new ApiError('origin', { detail: cause.origin, cause });
    throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
  if (response.status < 200 || response.status >= 300)
    throw new ApiError('http', { status: response.status, fieldErrors: fieldErrorsOf(response) });
  let data: unknown;
  try {
    data = JSON.parse(response.text);
  } catch (cause) {
    throw new ApiError('parse', { status: response.status, cause });
  }
  try {
    return read(data);
  } catch (cause) {
    throw new ApiError('shape', { status: response.status, cause });
  }
}

const lawyerUrl = (id: string) => `${apiConfig.profiles}/api/lawyers/${encodeURIComponent(id)}`;

export const loadPublicLawyer = (id: string, signal?: AbortSignal) =>
  getJson(`${lawyerUrl(id)}/`, readPublicLawyer, signal);

export const loadReviewPage = (id: string, page: number, signal?: AbortSignal) =>
  getJson(`${lawyerUrl(id)}/reviews/?page=${page}`, readReviewPage, signal);
