// Answers read by hand, without zod, for the public pages that must load within their script
// budget (docs/decisions/0103-public-lawyer-profile.md, docs/decisions/0017-content-first-public-pages.md):
// a reader per kind of value, composed into the shape of an answer, and one GET through the app's
// transport whose failures are the same ApiError as src/api/http.ts's. The public profile's and the
// directory's answers are read with these (src/features/cases/public-profile/public-profile-read.ts,
// src/features/cases/directory/directory-load.ts).
import { ApiError } from '@/api/api-error';
import { OriginRefusedError, send, type RawResponse } from '@/api/transport';

/** Reads one value of the answer, or throws Shape. */
export type Read<T> = (value: unknown) => T;

class Shape extends Error {}

export function check<T>(ok: boolean, value: unknown): T {
  if (!ok) throw new Shape();
  return value as T;
}

export const string: Read<string> = (v) => check(typeof v === 'string', v);
export const boolean: Read<boolean> = (v) => check(typeof v === 'boolean', v);

/** a finite number from `min` to `max`; `whole`: an integer */
export const number =
  (min = 0, max = Number.MAX_SAFE_INTEGER, whole = false): Read<number> =>
  (v) =>
    check(
      typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && (!whole || Number.isInteger(v)),
      v,
    );
export const count = number(0, undefined, true);

export const matching =
  (pattern: RegExp): Read<string> =>
  (v) =>
    check(pattern.test(string(v)), v);

/** an id as the contract reads it: a non-empty string or a whole number, as a string */
export const id: Read<string> = (v) =>
  String(check(Number.isInteger(v) || (typeof v === 'string' && v !== ''), v));

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

/** an array that must be there (the contract's required array) */
export const array =
  <T>(read: Read<T>): Read<T[]> =>
  (v) =>
    check<unknown[]>(Array.isArray(v), v).map(read);

/** an object with these fields, each read by its reader; other fields are left out */
export const shape =
  <T extends object>(fields: { [K in keyof T]-?: Read<T[K]> }): Read<T> =>
  (v) => {
    const o = check<Record<string, unknown>>(typeof v === 'object' && v !== null && !Array.isArray(v), v);
    return Object.fromEntries(
      Object.entries<Read<unknown>>(fields).map(([key, read]) => [key, read(o[key])]),
    ) as T;
  };

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
 * an ApiError, as from src/api/http.ts (whose error reader brings zod along). `started`: the same
 * request, already under way (src/api/early-answer.ts). */
export async function getJson<T>(
  url: string,
  read: (value: unknown) => T,
  signal?: AbortSignal,
  started?: Promise<RawResponse>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  let response;
  try {
    response = await (started ??
      send(url, { method: 'GET', headers: { Accept: 'application/json' }, signal: controller.signal }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (cause instanceof OriginRefusedError) throw new ApiError('origin', { detail: cause.origin, cause });
    // the frame's own request times itself out (src/api/early-answer-script.ts)
    const late = controller.signal.aborted || (cause as Error | null)?.name === 'TimeoutError';
    throw new ApiError(late ? 'timeout' : 'network', { cause });
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
