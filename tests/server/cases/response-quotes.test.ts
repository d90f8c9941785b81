// Quotes on responses (docs/services-and-prices.md, "Quotes on responses";
// docs/decisions/0124-quotes-on-responses.md): every pricing shape of a quote is checked as a
// published service's is, a fee that is not the quote's price is refused on `fee`, a quote sent
// alone gives the fee it stands for, and the quote is kept and answered to both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetailSchema, caseResponseSchema } from '../../../src/api/cases-contract.ts';
import { FEE_DISAGREES } from '../../../src/api/quote-contract.ts';
import { call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
let admin: string;
let amelia: Person;
let owner: Person;
let opened = 0;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  amelia = await lawyer(app, admin, 'Family Law', 'London', { name: 'Amelia Hughes' });
});
afterAll(async () => {
  await app.dispose();
});

const MESSAGE = 'I have handled many divorces like yours and can start this week.';
const QUOTE = {
  pricing: { kind: 'fixed', amountPence: 75_000 },
  vat: 'excluded',
  disbursements: [{ name: 'Court fee for the divorce application', amountPence: 61_200 }],
  includes: 'The application, the conditional order and the final order.',
  timescale: 'About 7 to 8 months',
};
const quoted = (quote: object, fee?: object | null) => ({
  message: MESSAGE,
  quote: { ...QUOTE, ...quote },
  ...(fee === undefined ? {} : { fee }),
});

/** a new case for each response kept: a lawyer answers a case once; a client keeps 10 open */
async function freshCase(): Promise<string> {
  if (opened % 8 === 0) owner = await client(app, 'Harriet Quillfeather');
  opened += 1;
  return postCase(app, owner.access, { title: `Divorce ${opened}` });
}
const respond = (id: string, body: unknown) =>
  call(app, 'POST', `/api/cases/${id}/responses/`, amelia.access, body);

describe('a quote on a response', () => {
  it.each([
    [
      'a fixed fee',
      { pricing: { kind: 'fixed', amountPence: 75_000 } },
      { kind: 'fixed', amountPence: 75_000 },
    ],
    ['a free fixed fee', { pricing: { kind: 'fixed', amountPence: 0 } }, { kind: 'fixed', amountPence: 0 }],
    ['a range', { pricing: { kind: 'range', fromPence: 400_000, toPence: 1_200_000 } }, null],
    ['a range of one figure', { pricing: { kind: 'range', fromPence: 500, toPence: 500 } }, null],
    [
      'an hourly rate',
      { pricing: { kind: 'hourly', ratePence: 25_000 } },
      { kind: 'hourly', amountPence: 25_000 },
    ],
    ['no price', { pricing: null, vat: 'not_applicable', disbursements: [] }, null],
    // above the fee's own ceiling of £100,000: the quote says it, the fee cannot
    ['a fixed fee over £100,000', { pricing: { kind: 'fixed', amountPence: 20_000_000 } }, null],
  ])('%s is kept and answered, with the fee it stands for', async (_, quote, fee) => {
    const id = await freshCase();
    const res = await respond(id, quoted(quote));
    expect(res.statusCode, res.body).toBe(201);
    const kept = caseResponseSchema.parse(res.json());
    expect(kept.quote).toEqual({ ...QUOTE, ...quote });
    expect(kept.fee).toEqual(fee);
    const detail = caseDetailSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, owner.access)).json());
    expect(detail.responses).toEqual([kept]);
  });

  it('keeps a fee sent with the quote it agrees with, and a response without a quote has none', async () => {
    const agreed = await respond(await freshCase(), quoted({}, { kind: 'fixed', amountPence: 75_000 }));
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect(caseResponseSchema.parse(agreed.json()).fee).toEqual({ kind: 'fixed', amountPence: 75_000 });
    const plain = await respond(await freshCase(), {
      message: MESSAGE,
      fee: { kind: 'hourly', amountPence: 20_000 },
    });
    expect(plain.statusCode).toBe(201);
    expect(caseResponseSchema.parse(plain.json())).toMatchObject({
      fee: { kind: 'hourly', amountPence: 20_000 },
      quote: null,
    });
  });

  it.each([
    ['no pricing kind', quoted({ pricing: { amountPence: 1 } }), 'quote.pricing.kind'],
    [
      'an unknown pricing kind',
      quoted({ pricing: { kind: 'monthly', amountPence: 1 } }),
      'quote.pricing.kind',
    ],
    ['a fixed fee without its amount', quoted({ pricing: { kind: 'fixed' } }), 'quote.pricing.amountPence'],
    [
      'a fee in pounds and pence',
      quoted({ pricing: { kind: 'fixed', amountPence: 12.5 } }),
      'quote.pricing.amountPence',
    ],
    ['a negative fee', quoted({ pricing: { kind: 'fixed', amountPence: -1 } }), 'quote.pricing.amountPence'],
    [
      'a fee over £1,000,000',
      quoted({ pricing: { kind: 'fixed', amountPence: 100_000_001 } }),
      'quote.pricing.amountPence',
    ],
    [
      'a range upside down',
      quoted({ pricing: { kind: 'range', fromPence: 300, toPence: 200 } }),
      'quote.pricing.toPence',
    ],
    [
      'a range without its top',
      quoted({ pricing: { kind: 'range', fromPence: 300 } }),
      'quote.pricing.toPence',
    ],
    [
      'an hourly rate over £5,000',
      quoted({ pricing: { kind: 'hourly', ratePence: 500_001 } }),
      'quote.pricing.ratePence',
    ],
    [
      'a fixed fee with a rate',
      quoted({ pricing: { kind: 'fixed', amountPence: 1, ratePence: 2 } }),
      'quote.pricing.ratePence',
    ],
    ['no VAT basis', quoted({ vat: undefined }), 'quote.vat'],
    ['an unknown VAT basis', quoted({ vat: 'zero' }), 'quote.vat'],
    [
      'a disbursement without a name',
      quoted({ disbursements: [{ name: '', amountPence: 1 }] }),
      'quote.disbursements.0.name',
    ],
    [
      'eleven disbursements',
      quoted({ disbursements: Array.from({ length: 11 }, () => ({ name: 'Fee', amountPence: 1 })) }),
      'quote.disbursements',
    ],
    ['a long list of what is included', quoted({ includes: 'x'.repeat(1001) }), 'quote.includes'],
    ['a long timescale', quoted({ timescale: 'x'.repeat(201) }), 'quote.timescale'],
    ['an unknown field of a quote', quoted({ colour: 'red' }), 'quote.colour'],
  ])('refuses %s with 400 on %s', async (_, body, field) => {
    const id = await freshCase();
    const res = await respond(id, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json() as Record<string, string[]>;
    expect(Object.keys(errors), res.body).toContain(field);
    expect(errors[field]?.[0]).toEqual(expect.any(String));
    const detail = caseDetailSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, owner.access)).json());
    expect(detail.responses).toEqual([]);
  });

  it.each([
    ['another amount', quoted({}, { kind: 'fixed', amountPence: 70_000 })],
    ['another kind', quoted({}, { kind: 'hourly', amountPence: 75_000 })],
    [
      'a fee beside a range',
      quoted({ pricing: { kind: 'range', fromPence: 1, toPence: 2 } }, { kind: 'fixed', amountPence: 1 }),
    ],
    ['a fee beside no price', quoted({ pricing: null }, { kind: 'fixed', amountPence: 1 })],
  ])('refuses a fee that is not the quote’s price (%s) with 400 on fee', async (_, body) => {
    const res = await respond(await freshCase(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ fee: [FEE_DISAGREES] });
  });
});
