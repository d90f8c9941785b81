// Where a lawyer's services and prices are shown (docs/services-and-prices.md): the public profile
// carries them with the insurance and the complaints procedure; the lawyers matched to a case carry
// their services on their cards, those of the case's area first; the download of the lawyer's data
// holds them, and a deleted account takes them away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportPageSchema } from '../../../src/api/account-data-contract.ts';
import { matchResponseSchema } from '../../../src/api/contract.ts';
import { publicLawyerSchema } from '../../../src/api/reviews-contract.ts';
import { call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { PASSWORD, adminTokens, bearer, postJson } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { ADVICE, FULL, PURCHASE, TRIBUNAL, getServices, putServices } from './services-fixtures.ts';

let app: TestApp;
let admin: string;
let harriet: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  harriet = await client(app);
});
afterAll(async () => {
  await app.dispose();
});

const profile = (id: number) => app.api.inject({ url: `/api/lawyers/${id}/` });

describe('the public profile', () => {
  it('carries the services in the lawyer’s order, the insurance and the complaints procedure', async () => {
    const me = await lawyer(app, admin, 'Property Law', 'Leeds', { name: 'Paula Price' });
    expect((await putServices(app, me.access, FULL)).statusCode).toBe(200);
    const res = await profile(me.id);
    expect(res.statusCode).toBe(200);
    const shown = publicLawyerSchema.parse(res.json());
    expect(shown.services?.map((s) => [s.service, s.pricing.kind])).toEqual([
      ['conveyancing_purchase', 'fixed'],
      ['employment_tribunal_claimant', 'range'],
      ['other', 'hourly'],
    ]);
    expect(shown.services?.[0]).toMatchObject({ ...PURCHASE, name: null });
    expect(shown.indemnityInsurance).toEqual(FULL.indemnityInsurance);
    expect(shown.complaints).toBe(FULL.complaints);
  });

  it('says none of each for a lawyer who published nothing', async () => {
    const me = await lawyer(app, admin, 'Tax Law', 'Leeds', { name: 'Quentin Quiet' });
    expect(publicLawyerSchema.parse((await profile(me.id)).json())).toMatchObject({
      services: [],
      indemnityInsurance: null,
      complaints: null,
    });
  });

  it('is not there for a lawyer not yet verified, whatever they published', async () => {
    const me = await lawyer(app, admin, 'Tax Law', 'Leeds', { name: 'Una Unverified', approve: false });
    expect((await putServices(app, me.access, FULL)).statusCode).toBe(200);
    expect((await profile(me.id)).statusCode).toBe(404);
  });
});

describe("the cards of a case's matched lawyers", () => {
  it('carry what the card shows of each service, those of the case’s area first', async () => {
    const me = await lawyer(app, admin, 'Employment Law', 'York', { name: 'Erin Employ' });
    const other = await lawyer(app, admin, 'Employment Law', 'York', { name: 'Owen Without' });
    await putServices(app, me.access, FULL);
    const id = await postCase(app, harriet.access, {
      title: 'Dismissed without warning',
      description: 'My employer dismissed me without any warning or a meeting after six years.',
      location: 'York',
      category: 'Employment Law',
    });
    const res = await call(app, 'GET', `/api/cases/${id}/matches/`, harriet.access);
    const cards = matchResponseSchema.parse(res.json()).lawyers;
    const card = cards.find((l) => l.id === String(me.id));
    expect(card?.services).toEqual([
      {
        service: TRIBUNAL.service,
        name: null,
        pricing: TRIBUNAL.pricing,
        vat: 'excluded',
        disbursements: [],
      },
      {
        service: PURCHASE.service,
        name: null,
        pricing: PURCHASE.pricing,
        vat: 'excluded',
        disbursements: PURCHASE.disbursements,
      },
      { service: 'other', name: ADVICE.name, pricing: ADVICE.pricing, vat: 'included', disbursements: [] },
    ]);
    // only what the card shows: the rest is on the profile
    expect(Object.keys(card?.services?.[0] ?? {})).not.toContain('stages');
    expect(cards.find((l) => l.id === String(other.id))?.services).toEqual([]);
    // a price changed shows on the next match, on every instance alike
    await putServices(app, me.access, { services: [ADVICE] });
    const again = matchResponseSchema.parse(
      (await call(app, 'GET', `/api/cases/${id}/matches/`, harriet.access)).json(),
    );
    expect(again.lawyers.find((l) => l.id === String(me.id))?.services?.map((s) => s.service)).toEqual([
      'other',
    ]);
  });
});

describe("the lawyer's own data", () => {
  it('the download holds the services, insurance, complaints procedure and when they were saved', async () => {
    const me = await lawyer(app, admin, 'Property Law', 'Leeds', { name: 'Dora Download' });
    await putServices(app, me.access, FULL);
    const res = await call(app, 'GET', '/api/accounts/me/export/?page=1', me.access);
    const data = accountExportPageSchema.parse(res.json());
    expect(data.servicesAndPrices).toMatchObject({
      services: [
        { service: 'conveyancing_purchase' },
        { service: 'employment_tribunal_claimant' },
        { name: ADVICE.name },
      ],
      indemnityInsurance: FULL.indemnityInsurance,
      complaints: FULL.complaints,
      updatedAt: expect.any(String),
    });
    const clients = accountExportPageSchema.parse(
      (await call(app, 'GET', '/api/accounts/me/export/?page=1', harriet.access)).json(),
    );
    expect(clients.servicesAndPrices).toBeNull();
  });

  it('a deleted account takes them away', async () => {
    const me = await lawyer(app, admin, 'Property Law', 'Leeds', { name: 'Gill Gone' });
    await putServices(app, me.access, FULL);
    const res = await postJson(app, '/api/accounts/me/delete/', { password: PASSWORD }, bearer(me.access));
    expect(res.statusCode, res.body).toBe(204);
    const db = app.ctx.db;
    for (const table of ['lawyer_services', 'lawyer_practice_info'] as const) {
      const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', me.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect((await getServices(app, me.access)).statusCode).toBe(401);
  });
});
