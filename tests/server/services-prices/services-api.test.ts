// GET and PUT /api/lawyers/me/services/ (docs/services-and-prices.md): only a lawyer keeps services;
// the list sent replaces the one kept, in its order; every pricing shape is checked, and a problem
// is a 400 naming the field by its path, with nothing kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerServicesSchema, SERVICES_MAX } from '../../../src/api/services-contract.ts';
import { casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { ADVICE, FULL, PURCHASE, TRIBUNAL, getServices, putServices } from './services-fixtures.ts';

let app: TestApp;
let admin: string;
let me: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  me = await lawyer(app, admin, 'Property Law', 'Leeds', { name: 'Alex Morgan' });
});
afterAll(async () => {
  await app.dispose();
});

const kept = async (access = me.access) =>
  lawyerServicesSchema.parse((await getServices(app, access)).json());

describe('who may keep services', () => {
  it('a lawyer, verified or not; a client is refused (403), and no token is 401', async () => {
    const pending = await lawyer(app, admin, 'Family Law', 'York', { approve: false, name: 'Pat Pending' });
    expect((await putServices(app, pending.access, { services: [ADVICE] })).statusCode).toBe(200);
    const harriet = await client(app);
    for (const [access, status] of [
      [harriet.access, 403],
      [null, 401],
    ] as const) {
      expect((await getServices(app, access)).statusCode).toBe(status);
      expect((await putServices(app, access, FULL)).statusCode).toBe(status);
    }
  });
});

describe('the list kept', () => {
  it('is none of anything until the first save', async () => {
    const fresh = await lawyer(app, admin, 'Tax Law', 'York', { name: 'Nina New' });
    expect(await kept(fresh.access)).toEqual({ services: [], indemnityInsurance: null, complaints: null });
  });

  it('is the list sent, in its order, with the defaults filled in; a named service keeps no name', async () => {
    const res = await putServices(app, me.access, {
      ...FULL,
      services: [{ ...TRIBUNAL, name: 'My own words' }, ADVICE, PURCHASE],
    });
    expect(res.statusCode, res.body).toBe(200);
    const empty = { disbursements: [], stages: [], timescale: '', whoDoesTheWork: '', description: '' };
    const expected = {
      services: [
        { ...TRIBUNAL, ...empty, name: null },
        { ...ADVICE, ...empty },
        { ...PURCHASE, name: null },
      ],
      indemnityInsurance: FULL.indemnityInsurance,
      complaints: FULL.complaints,
    };
    expect(res.json()).toEqual(expected);
    expect(await kept()).toEqual(expected);
  });

  it('is replaced whole by the next save: what it leaves out is gone, a blank complaints text is none', async () => {
    await putServices(app, me.access, FULL);
    const res = await putServices(app, me.access, { services: [ADVICE], complaints: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kept()).toMatchObject({
      services: [{ service: 'other', name: 'Advice on a lease' }],
      indemnityInsurance: null,
      complaints: null,
    });
    expect((await putServices(app, me.access, { services: [] })).statusCode).toBe(200);
    expect((await kept()).services).toEqual([]);
  });

  it('two saves at once are kept one after the other, never mixed', async () => {
    const one = { services: [PURCHASE, TRIBUNAL], complaints: 'Write to our client care partner.' };
    const two = { services: [ADVICE], complaints: 'https://other.example/complaints' };
    const answers = await Promise.all([putServices(app, me.access, one), putServices(app, me.access, two)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const now = await kept();
    const which = now.complaints === one.complaints ? one : two;
    expect(now.services.map((s) => s.service)).toEqual(which.services.map((s) => s.service));
  });
});

const tooMany = (n: number, item: unknown) => Array.from({ length: n }, () => item);
const priced = (pricing: unknown, extra: object = {}) => ({ services: [{ ...TRIBUNAL, pricing, ...extra }] });

describe('a save that does not hold: 400 by field path, and nothing kept', () => {
  it.each([
    ['a fixed fee', priced({ kind: 'fixed', amountPence: 100_000 })],
    ['a free fixed fee', priced({ kind: 'fixed', amountPence: 0 })],
    ['a range', priced({ kind: 'range', fromPence: 1, toPence: 2 })],
    ['a range of one figure', priced({ kind: 'range', fromPence: 5, toPence: 5 })],
    ['an hourly rate', priced({ kind: 'hourly', ratePence: 25_000 })],
    ['the most services', { services: tooMany(SERVICES_MAX, ADVICE) }],
  ])('%s is kept', async (_, body) => {
    const res = await putServices(app, me.access, body);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['no pricing kind', priced({ amountPence: 1 }), 'services.0.pricing.kind'],
    ['an unknown pricing kind', priced({ kind: 'monthly', amountPence: 1 }), 'services.0.pricing.kind'],
    ['a fixed fee without its amount', priced({ kind: 'fixed' }), 'services.0.pricing.amountPence'],
    [
      'a fixed fee in pounds and pence',
      priced({ kind: 'fixed', amountPence: 12.5 }),
      'services.0.pricing.amountPence',
    ],
    ['a negative fee', priced({ kind: 'fixed', amountPence: -1 }), 'services.0.pricing.amountPence'],
    [
      'a fee over £1,000,000',
      priced({ kind: 'fixed', amountPence: 100_000_001 }),
      'services.0.pricing.amountPence',
    ],
    [
      'a range upside down',
      priced({ kind: 'range', fromPence: 300, toPence: 200 }),
      'services.0.pricing.toPence',
    ],
    ['a range without its top', priced({ kind: 'range', fromPence: 300 }), 'services.0.pricing.toPence'],
    [
      'an hourly rate over £5,000',
      priced({ kind: 'hourly', ratePence: 500_001 }),
      'services.0.pricing.ratePence',
    ],
    [
      'a fixed fee with a rate',
      priced({ kind: 'fixed', amountPence: 1, ratePence: 2 }),
      'services.0.pricing.ratePence',
    ],
    ['an unknown service', { services: [{ ...ADVICE, service: 'divorce' }] }, 'services.0.service'],
    ['another service without its name', { services: [{ ...ADVICE, name: ' ' }] }, 'services.0.name'],
    ['no VAT basis', { services: [{ ...ADVICE, vat: undefined }] }, 'services.0.vat'],
    [
      'a disbursement without a name',
      priced(TRIBUNAL.pricing, { disbursements: [{ name: '', amountPence: 1 }] }),
      'services.0.disbursements.0.name',
    ],
    [
      'a disbursement over £1,000,000',
      priced(TRIBUNAL.pricing, { disbursements: [{ name: 'Fee', amountPence: 100_000_001 }] }),
      'services.0.disbursements.0.amountPence',
    ],
    [
      'eleven disbursements',
      priced(TRIBUNAL.pricing, { disbursements: tooMany(11, { name: 'Fee', amountPence: 1 }) }),
      'services.0.disbursements',
    ],
    ['a blank stage', priced(TRIBUNAL.pricing, { stages: ['Start', ''] }), 'services.0.stages.1'],
    [
      'a long description',
      priced(TRIBUNAL.pricing, { description: 'x'.repeat(1001) }),
      'services.0.description',
    ],
    ['an unknown field of a service', priced(TRIBUNAL.pricing, { colour: 'red' }), 'services.0.colour'],
    ['too many services', { services: tooMany(SERVICES_MAX + 1, ADVICE) }, 'services'],
    ['no list', { complaints: 'x' }, 'services'],
    [
      'insurance without cover',
      { services: [], indemnityInsurance: { insurer: 'Northgate' } },
      'indemnityInsurance.coverPence',
    ],
    [
      'insurance of no cover',
      { services: [], indemnityInsurance: { insurer: 'N', coverPence: 0 } },
      'indemnityInsurance.coverPence',
    ],
    ['a long complaints procedure', { services: [], complaints: 'x'.repeat(2001) }, 'complaints'],
  ])('%s: 400 on %s', async (_, body, field) => {
    await putServices(app, me.access, FULL);
    const res = await putServices(app, me.access, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json() as Record<string, string[]>;
    expect(Object.keys(errors), res.body).toContain(field);
    expect(errors[field]?.[0]).toEqual(expect.any(String));
    expect((await kept()).services).toHaveLength(FULL.services.length);
  });

  it('says why in words a person can act on', async () => {
    const res = await putServices(app, me.access, {
      services: [
        { ...TRIBUNAL, pricing: { kind: 'range', fromPence: 300, toPence: 200 } },
        { ...ADVICE, name: '' },
        { ...ADVICE, pricing: { kind: 'weekly' } },
      ],
    });
    expect(res.json()).toMatchObject({
      'services.0.pricing.toPence': ['The top of the range must be at least its bottom.'],
      'services.1.name': ['Name the service.'],
      'services.2.pricing.kind': ['Choose a fixed fee, a range or an hourly rate.'],
    });
  });
});
