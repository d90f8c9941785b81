// The directory of lawyers, GET /api/lawyers/ (docs/directory.md): only verified, available lawyers,
// each filter and sort, pages of 20, an unknown place, a name searched as text whatever it holds,
// and a 400 naming the parameter for every value that does not fit.
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPageSchema } from '../../../src/api/directory-contract.ts';
import type { DirectoryPage } from '../../../src/api/directory-contract.ts';
import type { Database } from '../../../server/db/schema.ts';
import { recordLawyerChange } from '../../../server/repo/lawyer-changes.ts';
import { RANKING_FACTORS, quality, score } from '../../../server/rules/matching/rank.ts';
import { DIRECTORY_FACTORS } from '../../../server/services/directory/order.ts';
import { PLACE_UNKNOWN } from '../../../server/services/directory/search.ts';
import { casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { PASSWORD, adminTokens, bearer, postJson } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { givenReviews } from '../support/reviews-fixtures.ts';
import { putServices } from '../services-prices/services-fixtures.ts';

let app: TestApp;
let admin: string;
const the: Record<string, Person> = {};

const fixed = (amountPence: number, vat = 'included') => ({
  service: 'conveyancing_purchase',
  pricing: { kind: 'fixed', amountPence },
  vat,
});
const hourly = {
  service: 'conveyancing_purchase',
  pricing: { kind: 'hourly', ratePence: 20_000 },
  vat: 'included',
};
const sale = {
  service: 'conveyancing_sale',
  pricing: { kind: 'fixed', amountPence: 50_000 },
  vat: 'included',
};

/** A write straight to the database about a lawyer, told to the lawyers' index as the app's are. */
async function written(who: Person, write: (trx: Transaction<Database>) => Promise<unknown>) {
  await app.ctx.db.transaction().execute(async (trx) => {
    await write(trx);
    await recordLawyerChange(trx, who.id);
  });
  await app.ctx.lawyers.refresh();
}

async function publish(who: Person, services: unknown[]) {
  const res = await putServices(app, who.access, { services });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  const add = async (
    key: string,
    area: Parameters<typeof lawyer>[2],
    place: string,
    name: string,
    approve = true,
  ) => {
    the[key] = await lawyer(app, admin, area, place, { name, approve });
  };
  await add('leeds', 'Property Law', 'Leeds', 'Quincy Conway');
  await add('york', 'Property Law', 'York', 'Quentin Adams');
  await add('bradford', 'Property Law', 'Bradford', 'Conway Quill');
  await add('london', 'Property Law', 'London', 'Rita Farthing');
  await add('quote', 'Property Law', 'Leeds', "Orla O'Brien");
  await add('pending', 'Property Law', 'Leeds', 'Una Conway', false);
  await add('lapsed', 'Property Law', 'Leeds', 'Lapsed Conway');
  await add('away', 'Property Law', 'Leeds', 'Pat Conway');
  await written(the.lapsed as Person, (trx) =>
    trx
      .updateTable('verification_requests')
      .set({ verified_at: '2020-01-01T00:00:00.000Z' })
      .where('user_id', '=', (the.lapsed as Person).id)
      .execute(),
  );
  const off = await app.api.inject({
    method: 'PUT',
    url: '/api/lawyers/me/availability/',
    headers: bearer((the.away as Person).access),
    payload: { available: false },
  });
  expect(off.statusCode).toBe(200);
  // £1,000 + VAT = £1,200; £800 including VAT; by the hour (no total); a sale first, then a purchase
  await publish(the.leeds as Person, [fixed(100_000, 'excluded')]);
  await publish(the.york as Person, [fixed(80_000)]);
  await publish(the.bradford as Person, [hourly]);
  await publish(the.london as Person, [sale, fixed(90_000)]);
  const harriet = await client(app);
  await givenReviews(app, (the.york as Person).id, harriet.id, [5, 5]);
  await givenReviews(app, (the.london as Person).id, harriet.id, [4]);
  // eight lawyers through registration, submission and approval: slow on a busy machine
}, 60_000);
afterAll(async () => {
  await app.dispose();
});

const find = (query: string) => app.api.inject({ url: `/api/lawyers/?${query}` });
async function page(query: string): Promise<DirectoryPage> {
  const res = await find(query);
  expect(res.statusCode, res.body).toBe(200);
  return directoryPageSchema.parse(res.json());
}
const idOf = (key: string) => String((the[key] as Person).id);
const ids = async (query: string) => (await page(query)).results.map((l) => l.id);
const PROPERTY = 'area=Property+Law';

describe('who is listed', () => {
  it('lists the verified, available lawyers only: no one pending, lapsed or switched off', async () => {
    const found = await page(PROPERTY);
    expect(found.count).toBe(5);
    expect(new Set(found.results.map((l) => l.id))).toEqual(
      new Set(['leeds', 'york', 'bradford', 'london', 'quote'].map(idOf)),
    );
    expect(found.results.every((l) => l.isVerified)).toBe(true);
    const conways = await ids('q=conway');
    expect(conways).toEqual([idOf('bradford'), idOf('leeds')]);
  });

  it('leaves out a lawyer who deleted their account', async () => {
    const gone = await lawyer(app, admin, 'Property Law', 'Leeds', { name: 'Gone Conway' });
    expect(await ids('q=gone')).toEqual([String(gone.id)]);
    const res = await postJson(app, '/api/accounts/me/delete/', { password: PASSWORD }, bearer(gone.access));
    expect(res.statusCode).toBe(204);
    expect(await ids('q=gone')).toEqual([]);
  });
});

describe('changes', () => {
  it('sorts by a price as soon as it is saved', async () => {
    const cheap = await lawyer(app, admin, 'Tax Law', 'Truro', { name: 'Cheapest Seller' });
    const search = 'service=conveyancing_sale&near=Truro&sort=price';
    expect(await ids(search)).not.toContain(String(cheap.id));
    await publish(cheap, [{ ...sale, pricing: { kind: 'fixed', amountPence: 1_000 } }]);
    expect((await ids(search))[0]).toBe(String(cheap.id));
  });
});

describe('the filters', () => {
  it('finds a name in any case, whole, at its start or at a later word’s start, in that order', async () => {
    expect(await ids('q=CONWAY')).toEqual([idOf('bradford'), idOf('leeds')]);
    expect(await ids('q=quincy%20conway')).toEqual([idOf('leeds')]);
    expect(await ids('q=ill')).toEqual([idOf('bradford')]);
  });

  it('finds a name in any case beyond ASCII', async () => {
    const elodie = await lawyer(app, admin, 'Family Law', 'Leeds', { name: 'Élodie Brontë' });
    expect(await ids(`q=${encodeURIComponent('ÉLODIE BRONTË')}`)).toEqual([String(elodie.id)]);
  });

  it('searches injection attempts and LIKE wildcards as text', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '%conway', 'conway_', '\\', "'; DROP TABLE users; --"]) {
      const found = await page(`q=${encodeURIComponent(q)}`);
      expect(found.count, q).toBe(0);
    }
    expect(await ids(`q=${encodeURIComponent("o'brien")}`)).toEqual([idOf('quote')]);
  });

  it('keeps an area of law', async () => {
    const other = await lawyer(app, admin, 'Tax Law', 'Leeds', { name: 'Terry Conway' });
    expect(await ids('q=conway&area=Tax+Law')).toEqual([String(other.id)]);
  });

  it('keeps the lawyers within the distance of a place, with the distance', async () => {
    const near = await page(`${PROPERTY}&near=Leeds&withinKm=40&sort=distance`);
    expect(near.results.map((l) => l.id)).toEqual(['leeds', 'quote', 'bradford', 'york'].map(idOf));
    expect(near.count).toBe(4);
    const [leeds, , bradford, york] = near.results;
    expect(leeds).toMatchObject({ distanceKm: 0, distance: 'Same city' });
    expect(bradford?.distanceKm).toBeGreaterThan(5);
    expect(bradford?.distanceKm).toBeLessThan(16);
    expect(york?.distanceKm).toBeGreaterThan(16);
    expect(york?.distance).toMatch(/miles away$/);
    expect(await ids(`${PROPERTY}&near=leeds&withinKm=16&sort=distance`)).toEqual(
      ['leeds', 'quote', 'bradford'].map(idOf),
    );
    // 25 miles when no distance is given: London is not near Leeds
    expect((await page(`${PROPERTY}&near=Leeds`)).count).toBe(4);
    expect((await page('near=Leeds&withinKm=200')).results.map((l) => l.id)).not.toContain(idOf('london'));
  });

  it('keeps the lawyers who list a service, that service first on the card', async () => {
    const found = await page('service=conveyancing_purchase');
    expect(new Set(found.results.map((l) => l.id))).toEqual(
      new Set(['leeds', 'york', 'bradford', 'london'].map(idOf)),
    );
    const london = found.results.find((l) => l.id === idOf('london'));
    expect(london?.services?.map((s) => s.service)).toEqual(['conveyancing_purchase', 'conveyancing_sale']);
    // without a service, the lawyer's first of the area (the sale, first in the London lawyer's list)
    const inArea = (await page(PROPERTY)).results.find((l) => l.id === idOf('london'));
    expect(inArea?.services?.[0]?.service).toBe('conveyancing_sale');
  });

  it('keeps the lawyers whose service costs at most the ceiling in all', async () => {
    expect(await ids('service=conveyancing_purchase&maxPricePence=100000&sort=price')).toEqual(
      ['york', 'london'].map(idOf),
    );
    // £1,000 + VAT is £1,200 in all: over £1,100
    expect(await ids('service=conveyancing_purchase&maxPricePence=110000')).not.toContain(idOf('leeds'));
    // the London lawyer's first service of the area is the sale, at £500
    expect(await ids(`${PROPERTY}&maxPricePence=60000`)).toEqual([idOf('london')]);
  });
});

describe('the sorts', () => {
  it('sorts by the service’s total, those without one last', async () => {
    expect(await ids('service=conveyancing_purchase&sort=price')).toEqual(
      ['york', 'london', 'leeds', 'bradford'].map(idOf),
    );
  });

  it('sorts by rating, then the number of reviews, ties by id', async () => {
    const sorted = await ids(`${PROPERTY}&sort=rating`);
    expect(sorted.slice(0, 2)).toEqual(['york', 'london'].map(idOf));
    const rest = sorted.slice(2).map(Number);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('sorts by relevance: near a place as a match scores it (rules/matching/rank.ts), quality without one', async () => {
    const near = await ids(`${PROPERTY}&near=York&withinKm=80`);
    expect(near[0]).toBe(idOf('york'));
    const found = (await page(`${PROPERTY}&near=Bradford&withinKm=80&sort=relevance`)).results;
    expect(found[0]?.id).toBe(idOf('bradford'));
    const scored = found.map((l) => ({
      id: Number(l.id),
      score: score(
        l.distance === 'Same city',
        l.distanceKm ?? undefined,
        quality(l.rating, l.reviews, l.experience),
      ),
    }));
    const ranked = [...scored].sort((a, b) => b.score - a.score || a.id - b.id);
    expect(scored).toEqual(ranked);
    // five stars and the same experience come first without a place
    expect((await ids(PROPERTY))[0]).toBe(idOf('york'));
  });
});

describe('the response sort', () => {
  it('sorts the quickest to respond first, those without a time after them by rating', async () => {
    const kept = (key: string, hours: number | null) =>
      written(the[key] as Person, (trx) =>
        trx
          .updateTable('lawyer_profiles')
          .set({ response_time_hours: hours })
          .where('user_id', '=', (the[key] as Person).id)
          .execute(),
      );
    await kept('leeds', 30);
    await kept('bradford', 2);
    const found = await page(`${PROPERTY}&sort=response`);
    expect(found.results.map((l) => l.id)).toEqual(
      ['bradford', 'leeds', 'york', 'london', 'quote'].map(idOf),
    );
    expect(found.results.map((l) => l.responseTimeHours ?? null)).toEqual([2, 30, null, null, null]);
    await kept('leeds', null);
    await kept('bradford', null);
  });

  it('names its factors by the match’s ids, in the match’s order after the name', () => {
    expect(DIRECTORY_FACTORS.relevance).toEqual(['name', ...RANKING_FACTORS]);
  });
});

describe('pages', () => {
  it('gives 20 a page with the count and the next page’s address', async () => {
    const made: string[] = [];
    for (let i = 0; i < 21; i += 1)
      made.push(
        String((await lawyer(app, admin, 'Personal Injury', 'Truro', { name: `Paging Lawyer ${i}` })).id),
      );
    const first = await page('area=Personal+Injury&sort=rating');
    expect(first.count).toBe(21);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/\/api\/lawyers\/\?area=Personal\+Injury&sort=rating&page=2$/);
    const second = await page('area=Personal+Injury&sort=rating&page=2');
    expect(second.next).toBeNull();
    expect([...first.results, ...second.results].map((l) => l.id)).toEqual(made);
    expect((await page('area=Personal+Injury&page=3')).results).toEqual([]);
  }, 60_000);
});

describe('refusals', () => {
  it('answers an unknown place with 400 on near', async () => {
    const res = await find('near=Atlantis');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ near: [PLACE_UNKNOWN] });
  });

  it.each([
    ['area=Space+Law', 'area'],
    ['service=divorce', 'service'],
    ['sort=cheapest', 'sort'],
    ['sort=distance', 'sort'],
    ['withinKm=25', 'withinKm'],
    ['near=Leeds&withinKm=0', 'withinKm'],
    ['near=Leeds&withinKm=201', 'withinKm'],
    ['near=Leeds&withinKm=2.5', 'withinKm'],
    ['near=Leeds&withinKm=far', 'withinKm'],
    ['maxPricePence=-1', 'maxPricePence'],
    ['maxPricePence=12.5', 'maxPricePence'],
    [`near=${'x'.repeat(101)}`, 'near'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a&q=b', 'q'],
    ['page=0', 'page'],
    ['page=two', 'page'],
  ])('answers %s with 400 on %s', async (query, field) => {
    const res = await find(query);
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, string[]>>();
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field]?.[0]).toEqual(expect.any(String));
  });

  it('refuses a parameter it does not know', async () => {
    const res = await find('city=Leeds');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('city');
  });
});
