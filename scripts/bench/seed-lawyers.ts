// Fills a fresh database (SQLite or PostgreSQL) with many verified lawyers for the match
// benchmark. Deterministic (seeded PRNG), batches of rows, one shared password hash.
import { hashPassword } from '../../server/auth/passwords.ts';
import { OWASP_ARGON2 } from '../../server/config/settings.ts';
import type { DatabaseSettings } from '../../server/config/stores.ts';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.ts';
import { CATEGORIES } from '../../src/api/contract.ts';
import { serviceRowsOf } from '../../server/repo/lawyer-services.ts';
import { lawyerPlaceColumns } from '../../server/rules/places/kept-place.ts';
import { benchServices } from './seed-services.ts';

export const BENCH_PASSWORD = 'Bench-Lawyer-2026';
export const benchEmail = (i: number) => `bench.lawyer.${i}@lawmatch.test`;

// what the lawyers are drawn from, in this order (the seeded PRNG picks by index)
const CITIES = [
  'London,Manchester,Birmingham,Leeds,Glasgow,Edinburgh,Bristol,Liverpool,Cardiff,Belfast',
  'Sheffield,Newcastle upon Tyne,Nottingham,Leicester,Southampton,Plymouth,Aberdeen,Dundee',
  'Swansea,Norwich,Cambridge,Oxford,York,Brighton,Exeter,Inverness,Derry,Hull,Coventry,Reading',
].flatMap((line) => line.split(','));
const FIRST = [
  'Amelia,Oliver,Isla,George,Ava,Noah,Priya,Mohammed',
  'Fiona,Rhys,Niamh,Tomasz,Grace,Kwame,Sofia,Liam',
].flatMap((line) => line.split(','));
const LAST = [
  'Smith,Jones,Taylor,Brown,Williams,Wilson,Patel,Khan',
  'Evans,Murphy,Campbell,Nowak,Okafor,Hughes,Walsh,Reid',
].flatMap((line) => line.split(','));

// mulberry32: small, fast, good enough to spread test data
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BATCH = 500;

/** `services`: each lawyer also publishes one to three services with prices (the directory's
 * benchmark), from a PRNG of their own, so the lawyers are the same with or without them. */
export async function seedBenchLawyers(
  settings: DatabaseSettings,
  count: number,
  { services = false } = {},
): Promise<void> {
  const { db } = await openDatabase(settings);
  try {
    const hash = await hashPassword(BENCH_PASSWORD, OWASP_ARGON2);
    const random = prng(2026);
    const forServices = prng(2027);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const now = new Date().toISOString();
    for (let start = 0; start < count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
        const i = start + k;
        const name = `${pick(FIRST)} ${pick(LAST)}`;
        return {
          email: benchEmail(i),
          name,
          specialization: pick(CATEGORIES),
          location: pick(CITIES),
          years: 1 + Math.floor(random() * 35),
          licence: `SRA-${100000 + i}`,
          rate: 120 + Math.floor(random() * 67) * 5,
        };
      });
      await db.transaction().execute(async (trx) => {
        const ids = await trx
          .insertInto('users')
          .values(
            batch.map((l) => ({
              email: l.email,
              name: l.name,
              role: 'lawyer' as const,
              password_hash: hash,
              is_verified: 1,
              created_at: now,
            })),
          )
          .returning(['id', 'email'])
          .execute();
        const idOf = new Map(ids.map((r) => [r.email, r.id]));
        const rows = batch.map((l) => ({ ...l, id: idOf.get(l.email) ?? 0 }));
        await trx
          .insertInto('lawyer_profiles')
          .values(
            rows.map((l) => ({
              user_id: l.id,
              full_name: l.name,
              specialization: l.specialization,
              location: l.location,
              experience_years: l.years,
              license_number: l.licence,
              education: '',
              bio: '',
              hourly_rate_pence: l.rate * 100,
              updated_at: now,
              ...lawyerPlaceColumns(l.location),
            })),
          )
          .execute();
        await trx
          .insertInto('verification_requests')
          .values(
            rows.map((l) => ({
              user_id: l.id,
              status: 'approved' as const,
              submitted_at: now,
              decided_at: now,
              verified_at: now,
            })),
          )
          .execute();
        if (services)
          await trx
            .insertInto('lawyer_services')
            .values(rows.flatMap((l) => serviceRowsOf(l.id, benchServices(l.specialization, forServices))))
            .execute();
      });
    }
    // fresh planner statistics, as after any bulk import (PostgreSQL's autovacuum would get there later)
    await sql`ANALYZE`.execute(db);
  } finally {
    await db.destroy();
  }
}
