// The error answers every operation may name: Django REST shaped bodies
// (`{"detail": "..."}` or messages per field), with Retry-After where waiting helps.
import { componentRef } from './schemas.ts';
import type { Schema } from './schemas.ts';

/** The error statuses a route may list in its schema's `x-errors` (server/openapi/operation.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

const detail = componentRef('ErrorDetail');
const either = { anyOf: [componentRef('FieldErrors'), detail] };
export const ERRORS: Record<
  ErrorStatus,
  { name: string; description: string; schema: Schema; header?: string }
> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is invalid: messages per field, or one `detail` (a body that is not JSON, or not an object).',
    schema: either,
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid access token (WWW-Authenticate: Bearer), or wrong credentials.',
    schema: detail,
    header: 'WWW-Authenticate',
  },
  403: {
    name: 'Forbidden',
    description: "The signed-in user's role may not make this call.",
    schema: detail,
  },
  404: {
    name: 'NotFound',
    description: 'Not found. On a backend without this extension, a 404 means the call itself is missing.',
    schema: detail,
  },
  409: { name: 'Conflict', description: 'The request conflicts with the current state.', schema: detail },
  413: {
    name: 'PayloadTooLarge',
    description: 'Too large: the whole body (`detail`; JSON bodies: 64 KB), or a file, by its field.',
    schema: either,
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      "The body is not of the type the call takes, or a file's content is not an allowed type (by its field).",
    schema: either,
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts; try again after Retry-After seconds.',
    schema: detail,
    header: 'Retry-After',
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The server is busy (password hashing queue full), or cannot yet listen for live events; try again after Retry-After seconds.',
    schema: detail,
    header: 'Retry-After',
  },
};

export const HEADERS = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  'WWW-Authenticate': {
    description: 'Sent when the token is missing or invalid: `Bearer realm="api"`.',
    schema: { type: 'string' },
  },
};

/** components.responses: one per error status, by name. */
export const errorResponses = (): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    Object.values(ERRORS).map(({ name, description, schema, header }) => [
      name,
      {
        description,
        ...(header ? { headers: { [header]: { $ref: `#/components/headers/${header}` } } } : {}),
        content: { 'application/json': { schema } },
      },
    ]),
  );
