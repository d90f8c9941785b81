// 0018-directory keeps beside a lawyer's typed place its key and coordinates, and beside each
// service the least it costs in all (server/db/migrations/0018-directory.ts, docs/directory.md).
// A database kept before it has both filled in from the rows it holds.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { databasesForEachTest, dialectName } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
const AT = '2026-11-28T10:00:00.000Z';

describe('0018-directory', () => {
  it("fills in the places' coordinates and the services' totals kept before it", async () => {
    const db = await openAt('0016-response-quotes');
    const lawyerIn = async (n: number, location: string) => {
      const id = (
        await sql<{
          id: number;
        }>`INSERT INTO users (email, name, role, password_hash, is_verified, created_at)
          VALUES (${`lee${n}@example.test`}, 'Lee', 'lawyer', 'x', 1, ${AT}) RETURNING id`.execute(db)
      ).rows[0]?.id as number;
      await sql`INSERT INTO lawyer_profiles (user_id, full_name, specialization, location, experience_years,
          license_number, education, bio, updated_at)
        VALUES (${id}, 'Lee Lawyer', 'Property Law', ${location}, 5, ${`SRA-${n}`}, '', '', ${AT})`.execute(
        db,
      );
      return id;
    };
    const leeds = await lawyerIn(1, 'leeds');
    const nowhere = await lawyerIn(2, 'Atlantis');
    const service = (position: number, kind: string, price: number, vat: string, disbursements: string) =>
      sql`INSERT INTO lawyer_services (user_id, position, service, name, pricing_kind, price_pence, price_to_pence,
          vat, disbursements, stages, timescale, who_does_the_work, description)
        VALUES (${leeds}, ${position}, 'conveyancing_purchase', NULL, ${kind}, ${price},
          ${kind === 'range' ? price * 2 : null}, ${vat}, ${disbursements}, '[]', '', '', '')`.execute(db);
    await service(0, 'fixed', 100_000, 'excluded', '[{"name":"Searches","amountPence":30000}]');
    await service(1, 'range', 50_000, 'included', '[]');
    await service(2, 'hourly', 20_000, 'excluded', '[]');

    expect(await migrate(db, dialectName())).toContain('0018-directory');
    const places = await db
      .selectFrom('lawyer_profiles')
      .select(['user_id', 'place_key', 'lat', 'lon'])
      .orderBy('user_id')
      .execute();
    expect(places[0]).toMatchObject({ user_id: leeds, place_key: 'leeds' });
    expect(places[0]?.lat).toBeCloseTo(53.8, 1);
    expect(places[0]?.lon).toBeCloseTo(-1.55, 1);
    expect(places[1]).toEqual({ user_id: nowhere, place_key: null, lat: null, lon: null });
    const totals = await db
      .selectFrom('lawyer_services')
      .select('total_from_pence')
      .orderBy('position')
      .execute();
    // £1,000 + VAT + £300 = £1,500; the bottom of the range including VAT; an hourly rate none
    expect(totals.map((t) => (t.total_from_pence === null ? null : Number(t.total_from_pence)))).toEqual([
      150_000,
      50_000,
      null,
    ]);
  });
});
