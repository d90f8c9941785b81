// The one HTTP client: JSON in and out, a timeout, Django-REST errors as ApiError, every
// response read with its contract schema (or a reader by hand held to it, src/api/response.ts),
// and one token refresh on a 401. It never shows anything to the person and never navigates:
// callers decide that.
import { ApiError } from '@/api/api-error';
import { dropEarly, keepEarly, takeEarly } from '@/api/asked-early';
import { apiConfig } from '@/api/config';
import { refreshResponseSchema, SESSION_ENDED } from '@/api/contract';
import { takeEarlyAnswer } from '@/api/early-answer';
import { errorFrom, parseResponse, type AnswerReader, type ReadAs } from '@/api/response';
import { send, type RawResponse } from '@/api/transport';
import { withTimeout } from '@/api/with-timeout';
import { emitSessionExpired, sessionTokens } from '@/lib/session-events';

export interface RequestOptions<S extends AnswerReader> {
  /** what the answer is read with (src/api/response.ts) */
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** Send the session's access token, and refresh it once on a 401
   * (docs/decisions/0011-refresh-an-expired-token-once.md). */
  auth?: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

export async function request<S extends AnswerReader>(
  url: string,
  options: RequestOptions<S>,
): Promise<ReadAs<S>> {
  const response = await withRefresh(options.auth, () => sendOnce(url, options));
  return parseResponse(response, options.schema);
}

/** An authed call answered 401 refreshes the token once and goes again (decision 0011). */
async function withRefresh(auth: boolean | undefined, sendIt: () => Promise<RawResponse>) {
  const response = await sendIt();
  if (response.status !== 401 || !auth) return response;
  await refreshAccessToken();
  return sendIt();
}

export interface BlobRequestOptions {
  /** Send the session's access token, and refresh it once on a 401 (decision 0011). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A file (e.g. an uploaded document) as a Blob, with the same timeout, token refresh and
 * ApiError handling as request(); only the successful body is read differently. */
export async function requestBlob(url: string, options: BlobRequestOptions = {}): Promise<Blob> {
  const response = await withRefresh(options.auth, () =>
    withTimeout(options.signal, (signal) =>
      send(url, { method: 'GET', headers: authHeaders(options.auth, {}), signal, binary: true }),
    ),
  );
  if (response.status < 200 || response.status >= 300 || !response.blob) throw errorFrom(response);
  // a JSON answer (a proxy's or framework's message with a 200) is not the file asked for
  if (JSON_TYPE.test(response.header('Content-Type') ?? '')) {
    throw new ApiError('shape', { status: response.status });
  }
  return response.blob;
}

const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

function authHeaders(auth: boolean | undefined, headers: Record<string, string>) {
  if (auth) {
    const token = sessionTokens()?.access();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

/** Starts the GET of `url` with the session's token now, for the page about to draw, unless the
 * page's HTML already has (docs/decisions/0146-a-case-asked-for-from-the-html.md,
 * 0147-a-page-s-first-answer-asked-for-from-the-html.md); nothing when
 * no one is signed in (the page's guard sends them to sign in). `schema`, the one the page reads
 * the answer with, is built while the answer is on its way, once the main thread is idle, rather
 * than when it has come (docs/decisions/0145-the-case-schema-built-while-its-answer-comes.md). */
export function askEarly(url: string, schema: AnswerReader): void {
  const token = sessionTokens()?.access();
  if (!token) return;
  // kept with the time the HTML asked: the page's request drops it, as any early answer, once old
  const fromHtml = takeEarlyAnswer(url, token);
  const answer = withTimeout(
    undefined,
    (signal) =>
      fromHtml?.answer ??
      send(url, { method: 'GET', headers: authHeaders(true, { Accept: 'application/json' }), signal }),
  );
  keepEarly(url, token, fromHtml?.at ?? Date.now(), answer);
  // reading any part of a schema builds it (src/api/lazy-schema.ts); a reader by hand has nothing to build
  if (typeof schema === 'function') return;
  const build = () => void schema.def;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(build);
  else setTimeout(build);
}

async function sendOnce(
  url: string,
  options: Omit<RequestOptions<AnswerReader>, 'schema'>,
): Promise<RawResponse> {
  const headers = authHeaders(options.auth, { Accept: 'application/json' });
  const isGet = (options.method ?? 'GET') === 'GET' && options.json === undefined && !options.form;
  if (!isGet) dropEarly();
  const answer = isGet && options.auth ? takeEarly(url, headers.Authorization) : undefined;
  if (answer) return answer;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const onUploadProgress = options.onUploadProgress;
  return withTimeout(options.signal, (signal, keepAlive) =>
    send(url, {
      method,
      headers,
      body,
      signal,
      // An upload of several large files may rightly take longer than the timeout: while
      // bytes keep moving the clock restarts, so the timeout measures silence, not size.
      onUploadProgress: onUploadProgress
        ? (fraction) => {
            keepAlive();
            onUploadProgress(fraction);
          }
        : undefined,
    }),
  );
}

// Concurrent 401s share one refresh, because the refresh token rotates (decision 0011).
let refreshing: Promise<void> | null = null;

export function refreshAccessToken(): Promise<void> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh() {
  const tokens = sessionTokens();
  const refresh = tokens?.refresh();
  if (!tokens || !refresh) return expire();
  try {
    const renewed = await request(`${apiConfig.accounts}/api/accounts/token/refresh/`, {
      schema: refreshResponseSchema,
      json: { refresh },
    });
    // signed out while the refresh was under way: do not bring the tokens back
    if (tokens.refresh() === refresh) tokens.store(renewed);
  } catch (error) {
    // A refused (or unsupported) refresh ends the session. A fault on the way (network,
    // timeout, a 5xx, a 429) is only reported: the refresh token may still be good, and
    // signing out would throw away what the person typed.
    if (error instanceof ApiError && (isRefusal(error) || error.kind === 'shape' || error.kind === 'parse')) {
      return expire(error);
    }
    throw error;
  }
}

function isRefusal(error: ApiError) {
  return error.kind === 'http' && error.status !== undefined && error.status < 500 && error.status !== 429;
}

/** The session ends (src/session/session.ts clears it, and tells the reason the server gave for
 * ending it, if any) and the call fails. */
function expire(cause?: unknown): never {
  emitSessionExpired(endedReason(cause));
  throw new ApiError('session', { cause });
}

/** A session ended elsewhere answers 401 `{detail, code: 'session_ended'}`: its reason
 * (docs/decisions/0113-accounts-people-can-manage.md). */
function endedReason(cause: unknown): string | undefined {
  if (!(cause instanceof ApiError) || cause.status !== 401) return undefined;
  return cause.fieldErrors.code?.includes(SESSION_ENDED) ? cause.detail : undefined;
}
