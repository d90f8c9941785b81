// Faults and bad input (docs/decisions/0028-failures-are-told-and-lose-nothing.md): whatever a
// backend answers, every SPA call either hands back
// a value its contract schema accepts or fails with an ApiError whose message a person can
// read; never another kind of throw. Each call runs through the SPA's own path (src/api:
// transport, http's parsing, the token refresh) over a stubbed fetch.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchVerificationDocument } from '@/api/admin';
import { ApiError } from '@/api/api-error';
import { errorBodySchema, refreshResponseSchema } from '@/api/contract';
import { refreshAccessToken } from '@/api/http';
import { matchLawyers } from '@/api/match';
import { storeTokens } from '@/session/session';
import { answers, bodyNear, NULL_BODY, toResponse, type Answer } from './answers';
import { eleanor, jsonCalls, profileUpload } from './spa-calls';

const RUNS = 1000;

/** What a person could be shown: a sentence, not an artefact of the code. */
function expectReadable(error: ApiError) {
  expect(error.message.trim()).not.toBe('');
  expect(error.message).not.toMatch(/undefined|NaN|Infinity|\[object /);
}

let sent: Answer[] = [];
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const next = sent.shift();
      if (!next) throw new TypeError('no answer left');
      return toResponse(next);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };
async function settle(call: () => Promise<unknown>): Promise<Settled> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, error };
  }
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('every response the SPA parses (docs/decisions/0028-failures-are-told-and-lose-nothing.md)', () => {
  // the answers are built around each sample: one its schema refused would test refusals only
  it.each(jsonCalls)('$name: the sample is one the contract accepts', ({ schema, sample }) => {
    expect(schema.safeParse(sample).success).toBe(true);
  });

  it.each(jsonCalls)(
    '$name: a parsed value or an ApiError, for any answer',
    async ({ call, schema, sample, authed }) => {
      await fc.assert(
        fc.asyncProperty(answers(sample, 3), async (list) => {
          localStorage.clear();
          if (authed) storeTokens({ access: 'access', refresh: 'refresh' });
          sent = [...list];
          const [first] = list;
          const result = await settle(call);

          if (!result.ok) {
            expect(result.error).toBeInstanceOf(ApiError);
            expectReadable(result.error as ApiError);
          }
          // a single answer (no refresh in play): exactly what the contract says
          if (!first || (authed && first.status === 401)) return;
          const ok = first.status >= 200 && first.status < 300;
          const body = NULL_BODY.has(first.status) ? '' : first.body;
          if (!ok) {
            expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: first.status } });
          } else if (body !== '' && !isJson(body)) {
            expect(result).toMatchObject({ ok: false, error: { kind: 'parse' } });
          } else {
            const expected = schema.safeParse(body === '' ? null : JSON.parse(body));
            if (expected.success) expect(result).toEqual({ ok: true, value: expected.data });
            else expect(result).toMatchObject({ ok: false, error: { kind: 'shape' } });
          }
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('refresh: new tokens, or an ApiError, for any answer', async () => {
    await fc.assert(
      fc.asyncProperty(answers({ access: 'a', refresh: 'r' }, 1), async (list) => {
        localStorage.clear();
        storeTokens({ access: 'old', refresh: 'refresh' });
        sent = [...list];
        const result = await settle(refreshAccessToken);
        const first = list[0];
        const body = first && !NULL_BODY.has(first.status) ? first.body : '';
        const parsed =
          first && first.status < 300 && isJson(body || 'null')
            ? refreshResponseSchema.safeParse(JSON.parse(body || 'null'))
            : undefined;
        if (parsed?.success) {
          expect(result.ok).toBe(true);
          expect(localStorage.getItem('access_token')).toBe(parsed.data.access);
        } else {
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.error).toBeInstanceOf(ApiError);
            expectReadable(result.error as ApiError);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('profile upload: success for any 2xx whatever its body, else an ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(answers({ id: 1, status: 'pending' }, 3), async (list) => {
        localStorage.clear();
        storeTokens({ access: 'access', refresh: 'refresh' });
        sent = [...list];
        const [first] = list;
        const result = await settle(profileUpload);
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(ApiError);
          expectReadable(result.error as ApiError);
        }
        if (!first || first.status === 401) return;
        const ok = first.status >= 200 && first.status < 300;
        expect(result).toMatchObject(
          ok ? { ok: true } : { ok: false, error: { kind: 'http', status: first.status } },
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('a document: the file, or an ApiError, for any answer', async () => {
    await fc.assert(
      fc.asyncProperty(answers(eleanor, 3), async (list) => {
        localStorage.clear();
        storeTokens({ access: 'access', refresh: 'refresh' });
        sent = [...list];
        const result = await settle(() => fetchVerificationDocument('501', 'government_id'));
        if (result.ok) {
          // (fetch's Blob, not jsdom's: compared by its tag)
          expect(Object.prototype.toString.call(result.value)).toBe('[object Blob]');
          // a JSON answer is never taken for the file
          expect((result.value as Blob).type).not.toMatch(/json/);
        } else {
          expect(result.error).toBeInstanceOf(ApiError);
          expectReadable(result.error as ApiError);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('an error body: its Django REST messages, whatever its shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }),
        bodyNear({ detail: 'Not found.', email: ['Enter a valid email address.'], non_field_errors: ['x'] }),
        async (code, body) => {
          sent = [{ status: code, body, type: 'application/json', retryAfter: null }];
          const result = await settle(() => matchLawyers({ city: 'London', issue: 'divorce' }));
          expect(result.ok).toBe(false);
          if (result.ok) return;
          const error = result.error as ApiError;
          expect(error).toMatchObject({ kind: 'http', status: code });
          expectReadable(error);
          const drf = isJson(body) ? errorBodySchema.safeParse(JSON.parse(body)) : undefined;
          // the server's own messages, unchanged but for blank ones, which say nothing
          const said = (field: string) =>
            [drf?.success ? drf.data[field] : undefined]
              .flat()
              .filter((m) => m !== undefined && m.trim() !== '');
          for (const [field, messages] of Object.entries(error.fieldErrors))
            expect(messages).toEqual(said(field));
          if (drf?.success && said('detail').length > 0 && said('non_field_errors').length === 0) {
            expect(error.detail).toBe(said('detail').join(' '));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
