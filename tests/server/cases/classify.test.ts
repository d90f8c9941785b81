// POST /api/cases/classify/: the area a description sounds like, for the case form while the
// client writes; the same reading as keeping the case without an area
// (docs/decisions/0131-classifier-confidence-and-area-suggestion.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classificationSchema } from '../../../src/api/classify-contract.ts';
import { CLASSIFY_PER_HOUR } from '../../../server/services/cases/classify-case.ts';
import { CATEGORY_UNCLEAR } from '../../../server/services/cases/client-cases.ts';
import { call, casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const URL = '/api/cases/classify/';
const SURE = { title: 'Dismissed', description: 'My employer sacked me without notice after five years.' };
const TWO_AREAS = {
  title: 'Job and visa',
  description: 'Sacked last week and my work visa depends on the job',
};

let app: TestApp;
let someone: Person;
beforeAll(async () => {
  app = await casesApp();
  someone = await client(app);
});
afterAll(async () => {
  await app.dispose();
});

describe('POST /api/cases/classify/', () => {
  it('offers one area when it is sure, and keeping the case files it there', async () => {
    const res = await call(app, 'POST', URL, someone.access, SURE);
    expect(res.statusCode).toBe(200);
    const reading = classificationSchema.parse(res.json());
    expect(reading).toMatchObject({
      verdict: 'sure',
      category: 'Employment Law',
      choices: ['Employment Law'],
    });
    expect(reading.evidence.length).toBeGreaterThan(0);
    const kept = await call(app, 'POST', '/api/cases/', someone.access, { ...SURE, location: 'London' });
    expect(kept.json()).toMatchObject({ category: 'Employment Law' });
  });

  it('offers two areas when the second is close, and keeping the case without one asks to choose', async () => {
    const res = await call(app, 'POST', URL, someone.access, TWO_AREAS);
    const reading = classificationSchema.parse(res.json());
    expect(reading).toMatchObject({ verdict: 'unsure', category: null });
    expect(reading.choices).toEqual(['Employment Law', 'Immigration Law']);
    const kept = await call(app, 'POST', '/api/cases/', someone.access, { ...TWO_AREAS, location: 'London' });
    expect(kept.statusCode).toBe(400);
    expect(kept.json()).toEqual({ category: [CATEGORY_UNCLEAR] });
  });

  it('offers nothing when no area of law fits', async () => {
    const res = await call(app, 'POST', URL, someone.access, {
      description: 'The shop will not refund my faulty toaster.',
    });
    expect(classificationSchema.parse(res.json())).toMatchObject({ verdict: 'none', choices: [] });
  });

  it.each([
    ['a blank description', { description: '   ' }, 'description'],
    ['a description over 5,000 characters', { description: 'a'.repeat(5001) }, 'description'],
    ['a title over 150 characters', { title: 't'.repeat(151), description: 'sacked' }, 'title'],
    ['a field it does not know', { description: 'sacked', category: 'Tax Law' }, null],
  ])('answers 400 with a reason for %s', async (_, body, field) => {
    const res = await call(app, 'POST', URL, someone.access, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(res.json() as object)).toContain(field);
  });

  it('answers signed-in clients only', async () => {
    const anonymous = await app.api.inject({ method: 'POST', url: URL, payload: SURE });
    expect(anonymous.statusCode).toBe(401);
    const admin = (await adminTokens(app)).access;
    const aLawyer = await lawyer(app, admin, 'Tax Law', 'Leeds');
    expect((await call(app, 'POST', URL, aLawyer.access, SURE)).statusCode).toBe(403);
  });

  it(`answers 429 with Retry-After past ${CLASSIFY_PER_HOUR} readings an hour`, async () => {
    const busy = await client(app, 'Busy Typist');
    for (let i = 0; i < CLASSIFY_PER_HOUR; i += 1) {
      const res = await call(app, 'POST', URL, busy.access, SURE);
      if (res.statusCode !== 200) throw new Error(`reading ${i + 1}: ${res.statusCode}`);
    }
    const over = await call(app, 'POST', URL, busy.access, SURE);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((over.json() as { detail: string }).detail).toMatch(/choose the area yourself/);
  });
});
