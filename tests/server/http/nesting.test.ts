// A value nested thousands of levels deep, where a field expects a word, is a bad request like
// any other: a 4xx in the Django REST shape, never a 500
// (docs/decisions/0071-bad-json-is-a-4xx-at-any-depth.md).
import { afterAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../src/api/contract.ts';
import { jsonPreview } from '../../../server/lib/errors.ts';
import { makeApp } from '../support/helpers.ts';

const app = await makeApp({ LOGIN_MAX_PER_ACCOUNT: '1000000', LOGIN_MAX_PER_IP: '1000000' });
afterAll(() => app.dispose());

const NESTED: Record<string, (depth: number) => string> = {
  lists: (depth) => '['.repeat(depth) + ']'.repeat(depth),
  objects: (depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  'objects in lists': (depth) => '[{"a":'.repeat(depth) + '1' + '}]'.repeat(depth),
};

const FIELDS = [
  {
    instance: 'match',
    url: '/api/match-lawyer',
    field: 'category',
    rest: { city: 'Leeds', issue: 'My employer has not paid me' },
  },
  {
    instance: 'api',
    url: '/api/accounts/register/',
    field: 'userType',
    rest: { name: 'Deep', email: 'deep@example.test', password: 'Correct-Horse-42' },
  },
  {
    instance: 'api',
    url: '/api/accounts/login/',
    field: 'role',
    rest: { email: 'deep@example.test', password: 'x' },
  },
] as const;

const cases = FIELDS.flatMap((f) =>
  [4_000, 100_000].flatMap((depth) => Object.keys(NESTED).map((shape) => ({ ...f, depth, shape }))),
);

describe('deeply nested JSON', () => {
  it.each(cases)(
    '$field nested $depth deep in $shape: a 4xx with a reason',
    async ({ instance, url, field, rest, depth, shape }) => {
      const nested = NESTED[shape]?.(depth) ?? '';
      const payload = JSON.stringify(rest).replace(/}$/, `,"${field}":${nested}}`);
      const res = await app[instance].inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      const said = `${res.statusCode} ${res.body.slice(0, 120)}`;
      expect(res.statusCode, said).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, said).toBeLessThan(500);
      expect(errorBodySchema.safeParse(res.json()).success, said).toBe(true);
    },
  );

  it('names the wrong value by the start of its JSON text, whatever its depth', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i += 1) deep = { a: [deep] };
    expect(jsonPreview(deep, 20)).toBe('{"a":[{"a":[{"a":[{"');
    expect(jsonPreview([1, 'two', { three: null }, []], 100)).toBe('[1,"two",{"three":null},[]]');
  });
});
