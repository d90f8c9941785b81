// Turns a raw answer into what the caller asked for, or an ApiError that says what went
// wrong: the status, the server's Django-REST messages, a body that is not JSON or not the
// contract's shape.
import type { z } from 'zod';
import { ApiError, type FieldErrors } from '@/api/api-error';
import { errorBodySchema } from '@/api/contract';
import type { RawResponse } from '@/api/transport';

export function parseResponse<S extends z.ZodType>(response: RawResponse, schema: S): z.output<S> {
  if (response.status < 200 || response.status >= 300) throw errorFrom(response);
  let data: unknown;
  try {
    data = response.text === '' ? null : JSON.parse(response.text);
  } catch (cause) {
    throw new ApiError('parse', { status: response.status, cause });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('shape', { status: response.status, cause: parsed.error });
  return parsed.data;
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
