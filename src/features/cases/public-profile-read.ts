// The public profile's two answers read by hand, without zod: the page is public and must load
// within the public pages' script budget, which zod and the contract's schemas would break
// (docs/decisions/0103-public-lawyer-profile.md, docs/decisions/0017-content-first-public-pages.md).
// The types are the contract's (src/api/reviews-contract.ts); a test holds this reader to the
// schemas on the smallest answer they allow and on a full one.
import { ApiError } from '@/api/api-error';
import { apiConfig } from '@/api/config';
import type { PublicLawyer, Review, ReviewPage } from '@/api/reviews-contract';
import { OriginRefusedError, send } from '@/api/transport';

type Json = Record<string, unknown>;

class Shape extends Error {}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown): Json {
  if (!isObject(value)) throw new Shape();
  return value;
}

function string(value: unknown): string {
  if (typeof value !== 'string') throw new Shape();
  return value;
}

function boolean(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new Shape();
  return value;
}

function number(value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) throw new Shape();
  return value;
}

const whole = (value: unknown, min?: number, max?: number) => {
  const n = number(value, min, max);
  if (!Number.isInteger(n)) throw new Shape();
  return n;
};

/** an id as the contract reads it: a non-empty string or a whole number, as a string */
function id(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  throw new Shape();
}

/** `undefined` and `null` are absent (the contract's nullish) */
const optional = <T>(value: unknown, read: (v: unknown) => T): T | null =>
  value === undefined || value === null ? null : read(value);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;
const instant = (value: unknown) => {
  const text = string(value);
  if (!INSTANT.test(text)) throw new Shape();
  return text;
};

const TYPES = ['video', 'phone', 'in_person'] as const;

function review(value: unknown): Review {
  const r = object(value);
  const reply = optional(r.reply, (v) => {
    const o = object(v);
    return { text: string(o.text), createdAt: instant(o.createdAt) };
  });
  const month = string(r.consultationMonth);
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Shape();
  return {
    id: id(r.id),
    rating: whole(r.rating, 1, 5),
    text: string(r.text),
    clientFirstName: r.clientFirstName === null ? null : string(r.clientFirstName),
    consultationMonth: month,
    createdAt: instant(r.createdAt),
    reply,
  };
}

function reviews(value: unknown): Review[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Shape();
  return value.map(review);
}

/** GET /api/lawyers/{id}/ as the page shows it. */
export function readPublicLawyer(value: unknown): PublicLawyer {
  const l = object(value);
  const types = l.consultationTypes === undefined ? [] : l.consultationTypes;
  if (!Array.isArray(types)) throw new Shape();
  return {
    id: id(l.id),
    name: string(l.name),
    profile_picture: optional(l.profile_picture, string),
    specialization: string(l.specialization),
    rating: number(l.rating, 0, 5),
    reviews: whole(l.reviews, 0),
    isVerified: boolean(l.isVerified),
    location: string(l.location),
    experience: number(l.experience, 0),
    hourlyRate: optional(l.hourlyRate, (v) => number(v, 0)),
    verifiedAt: optional(l.verifiedAt, string),
    distance: optional(l.distance, string),
    bio: string(l.bio),
    education: string(l.education),
    licenseNumber: string(l.licenseNumber),
    regulator: optional(l.regulator, string),
    consultationTypes: types.map((type) => {
      const found = TYPES.find((known) => known === type);
      if (!found) throw new Shape();
      return found;
    }),
    firstFeePence: optional(l.firstFeePence, (v) => whole(v, 0)),
    recentReviews: reviews(l.recentReviews),
  };
}

/** GET /api/lawyers/{id}/reviews/?page=N */
export function readReviewPage(value: unknown): ReviewPage {
  const p = object(value);
  if (!Array.isArray(p.results)) throw new Shape();
  return {
    count: whole(p.count, 0),
    page: whole(p.page, 1),
    pageSize: whole(p.pageSize, 1),
    results: reviews(p.results),
  };
}

/** One GET through the app's transport; an answer that is not 2xx, not JSON or not the shape is
 * an ApiError, as from src/api/http.ts (whose error reader brings zod along). */
async function getJson<T>(url: string, read: (value: unknown) => T, signal?: AbortSignal): Promise<T> {
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
    throw new ApiError('http', { status: response.status });
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
