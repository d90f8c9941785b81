// 0015-lawyer-services adds a lawyer's services and prices, and their insurance and complaints
// procedure (server/db/migrations/0015-lawyer-services.ts, docs/services-and-prices.md). A lawyer
// of a database at 0014 has none of either. The database itself refuses a row that would not
// read back as the contract has it: a range upside down, a price with a top that is no range, an
// 'other' service without its name or a named one with one, two services in one place of a
// list, and insurance without its cover.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { servicesOf } from '../../../server/repo/lawyer-services.ts';
import { databasesForEachTest, dialectName, migrationsFrom } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
const AT = '2026-11-28T10:00:00.000Z';

const SERVICE = {
  position: 0,
  service: 'conveyancing_purchase',
  name: null,
  pricing_kind: 'fixed',
  price_pence: 120_000,
  price_to_pence: null,
  vat: 'excluded',
  disbursements: '[]',
  stages: '[]',
  timescale: '',
  who_does_the_work: '',
  description: '',
} as const;

describe('0015-lawyer-services', () => {
  it('gives every lawyer none, and keeps to the shapes the contract reads', async () => {
    const db = await openAt('0014-conversations');
    const id = (
      await sql<{ id: number }>`INSERT INTO users (email, name, role, password_hash, is_verified, created_at)
        VALUES ('lee@example.test', 'Lee', 'lawyer', 'x', 1, ${AT}) RETURNING id`.execute(db)
    ).rows[0]?.id as number;

    expect(await migrate(db, dialectName())).toEqual(migrationsFrom('0015-lawyer-services'));
    expect(await servicesOf(db, id)).toEqual({ services: [], indemnityInsurance: null, complaints: null });

    const service = (row: Partial<Record<keyof typeof SERVICE, unknown>>) =>
      db
        .insertInto('lawyer_services')
        .values({ ...SERVICE, user_id: id, ...row } as typeof SERVICE & { user_id: number })
        .execute();
    await service({});
    await service({ position: 1, pricing_kind: 'range', price_to_pence: 120_000 });
    await service({ position: 2, service: 'other', name: 'Advice', pricing_kind: 'hourly' });
    expect((await servicesOf(db, id)).services.map((s) => s.pricing)).toEqual([
      { kind: 'fixed', amountPence: 120_000 },
      { kind: 'range', fromPence: 120_000, toPence: 120_000 },
      { kind: 'hourly', ratePence: 120_000 },
    ]);
    for (const bad of [
      { position: 3, pricing_kind: 'range', price_to_pence: 119_999 },
      { position: 3, pricing_kind: 'range' },
      { position: 3, price_to_pence: 200_000 },
      { position: 3, service: 'other' },
      { position: 3, name: 'My name for it' },
      { position: 3, price_pence: -1 },
      { position: 3, vat: 'sometimes' },
      { position: 0 },
    ])
      await expect(service(bad), JSON.stringify(bad)).rejects.toThrow();
    await expect(
      db
        .insertInto('lawyer_practice_info')
        .values({
          user_id: id,
          indemnity_insurer: 'Northgate',
          indemnity_cover_pence: null,
          complaints: null,
          updated_at: AT,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
