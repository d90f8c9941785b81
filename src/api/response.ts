// Turns a raw answer into what the caller asked for, or an ApiError that says what went
// wrong: the status, the server's Django-REST messages, a body that is not JSON or not the
// contract's shape.
import type { z } from 'zod';
import { ApiError, type FieldErrors } from '@/api/api-error';
import { errorBodySchema } from '@/api/contract';
import type { Read } from '@/api/read-by-hand';
import type { RawResponse } from '@/api/transport';

/** What an answer is read with: its contract schema, or a reader by hand (src/api/read-by-hand.ts)
 * for an answer a page draws in its first render, which then builds no schema
 * (docs/decisions/0160-first-answers-read-by-hand.md). */
export type AnswerReader = z.ZodType | Read<unknown>;
/** What `R` reads an answer as. */
export type ReadAs<R extends AnswerReader> = R extends z.ZodType
  ? z.output<R>
  : R extends Read<infer T>
    ? T
    : never;

export function parseResponse<R extends AnswerReader>(response: RawResponse, schema: R): ReadAs<R> {
  if (response.status < 200 || response.status >= 300) throw errorFrom(response);
  let data: unknown;
  try {
    data = response.text === '' ? null : JSON.parse(response.text);
  } catch (cause) {
    throw new ApiError('parse', { status: response.status, cause });
  }
  if (typeof schema === 'function') {
    try {
      return schema(data) as ReadAs<R>;
    } catch (cause) {
      throw new ApiError('shape', { status: response.status, cause });
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('shape', { status: response.status, cause: parsed.error });
  return parsed.data as ReadAs<R>;
}

export function errorFrom(response: RawResponse): ApiError {
  // delay-seconds only (RFC 9110); anything else ('Infinity', '-5', a date) gets the generic wording
  const retryAfterText = response.header('Retry-After')?.trim() ?? '';
  const retryAfter = /^\d{1,9}$/.test(retryAfterText) ? Number(retryAfterText) || undefined : undefined;
  let detail: string | undefined;
  const fieldErrors: FieldErrors = {};
  try {
    const body = errorBodySchema.safeParse(JSON.parse(response.text));
    if (body.success) {
      for (const [key, value] of Object.entries(body.data)) {
        // a blank message says nothing: the status then speaks instead
        const messages = (Array.isArray(value) ? value : [value]).filter((m) => m.trim() !== '');
        if (messages.length === 0) continue;
        if (key === 'detail' || key === 'non_field_errors') detail = messages.join(' ');
        else fieldErrors[key] = messages;
      }
    }
  } catch {
    // an HTML or empty error page: the status alone tells what happened
  }
  return new ApiError('http', { status: response.status, detail, fieldErrors, retryAfter });
}
