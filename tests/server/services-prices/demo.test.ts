// The demo market publishes prices (docs/services-and-prices.md): every demo lawyer, verified or
// pending, has one to three services of their area with believable prices, indemnity insurance and
// a link to a complaints procedure; the demo lawyer's public profile shows them, and a demo
// conveyancer's fixed fee carries its searches and Land Registry fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLawyerSchema } from '../../../src/api/reviews-contract.ts';
import { servicesOf } from '../../../server/repo/lawyer-services.ts';
import { DEMO_LAWYER_EMAIL } from '../../../server/seed/demo-data.ts';
import { makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await app.dispose();
});

describe('the demo lawyers', () => {
  it('each publish one to three services, insurance and a complaints link', async () => {
    const lawyers = await app.ctx.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'lawyer')
      .execute();
    expect(lawyers.length).toBeGreaterThan(100);
    for (const { id, email } of lawyers) {
      const published = await servicesOf(app.ctx.db, id);
      expect(published.services.length, email).toBeGreaterThanOrEqual(1);
      expect(published.services.length, email).toBeLessThanOrEqual(3);
      expect(published.indemnityInsurance?.coverPence, email).toBeGreaterThanOrEqual(200_000_000);
      expect(published.complaints, email).toMatch(/^https:\/\/www\.[a-z-]+-law\.example\/complaints$/);
    }
  });

  it('the demo lawyer’s public profile shows them', async () => {
    const { id } = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_LAWYER_EMAIL)
      .executeTakeFirstOrThrow();
    const profile = publicLawyerSchema.parse((await app.api.inject({ url: `/api/lawyers/${id}/` })).json());
    expect(profile.services?.[0]).toMatchObject({
      service: 'other',
      name: 'Uncontested divorce',
      vat: 'excluded',
    });
    expect(profile.indemnityInsurance).not.toBeNull();
  });

  it('a conveyancer’s fixed fee carries the searches and the Land Registry fee', async () => {
    const row = await app.ctx.db
      .selectFrom('lawyer_services')
      .select(['pricing_kind', 'price_pence', 'disbursements'])
      .where('service', '=', 'conveyancing_purchase')
      .executeTakeFirstOrThrow();
    expect(row.pricing_kind).toBe('fixed');
    expect(row.price_pence).toBeGreaterThanOrEqual(80_000);
    expect(row.disbursements).toMatch(/Searches.*HM Land Registry/);
  });
});
