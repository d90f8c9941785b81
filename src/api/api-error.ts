import { inProductWords } from '@/lib/field-words';

export type ApiErrorKind = 'http' | 'network' | 'origin' | 'timeout' | 'parse' | 'shape' | 'session';
export type FieldErrors = Record<string, string[]>;

const MESSAGES: Record<Exclude<ApiErrorKind, 'http' | 'origin'>, string> = {
  network: 'Could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to respond. Please try again.',
  parse: 'The server sent a response that could not be read. Please try again later.',
  shape: 'The server sent a response that could not be read. Please try again later.',
  session: 'Your session has expired. Please sign in again.',
};

/** What every failed call throws: the kind of failure plus the server's own messages. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly retryAfter: number | undefined;

  constructor(
    kind: ApiErrorKind,
    init: {
      status?: number;
      detail?: string;
      fieldErrors?: FieldErrors;
      retryAfter?: number;
      cause?: unknown;
    } = {},
  ) {
    // the server's field messages in the product's words, for every form that shows them
    // (docs/decisions/0119-smaller-things.md)
    const fieldErrors = inProductWords(init.fieldErrors ?? {});
    super(messageFor(kind, { ...init, fieldErrors }), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = init.status;
    this.detail = init.detail;
    this.fieldErrors = fieldErrors;
    this.retryAfter = init.retryAfter;
  }

  get isNotFound() {
    return this.kind === 'http' && this.status === 404;
  }
}

function messageFor(
  kind: ApiErrorKind,
  init: { status?: number; detail?: string; fieldErrors?: FieldErrors; retryAfter?: number },
) {
  // not the person's connection: the server answers, but not to this site (detail: its origin)
  if (kind === 'origin') {
    return `The server does not accept requests from this site. If you run this site, add ${init.detail ?? 'its address'} to the server's CORS_ORIGINS.`;
  }
  if (kind !== 'http') return MESSAGES[kind];
  const status = init.status ?? 0;
  if (status === 429) {
    return init.retryAfter
      ? `Too many attempts. Please try again in ${init.retryAfter} seconds.`
      : 'Too many attempts. Please wait a moment and try again.';
  }
  if (status >= 500) return `The server had a problem (${status}). Please try again.`;
  if (init.detail) return init.detail;
  const first = Object.values(init.fieldErrors ?? {})[0]?.[0];
  if (first) return first;
  if (status === 413) return 'The upload is too large.';
  return `The request was refused (${status}).`;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Why a call failed, in the server's own words where it gave them. A limit's 429 names the limit
 * and when the person may go on (docs/decisions/0110-limits-on-writing.md), which `message` would
 * cut to the generic words of a throttle; any other failure reads as its message.
 */
export function reasonOf(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.status === 429 && error.detail) return error.detail;
  return error instanceof Error ? error.message : '';
}
