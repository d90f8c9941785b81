// Fills a fresh data folder with many verified lawyers for the match benchmark.
// Deterministic (seeded PRNG), one transaction, one shared password hash.
import { hashPassword } from '../server/auth/passwords.ts';
import { OWASP_ARGON2 } from '../server/config.ts';
import { openDatabase } from '../server/db.ts';
import { CATEGORIES } from '../src/api/contract.ts';

export const BENCH_PASSWORD = 'Bench-Lawyer-2026';
export const benchEmail = (i: number) => `bench.lawyer.${i}@lawmatch.test`;

const CITIES = [
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Glasgow',
  'Edinburgh',
  'Bristol',
  'Liverpool',
  'Cardiff',
  'Belfast',
  'Sheffield',
  'Newcastle upon Tyne',
  'Nottingham',
  'Leicester',
  'Southampton',
  'Plymouth',
  'Aberdeen',
  'Dundee',
  'Swansea',
  'Norwich',
  'Cambridge',
  'Oxford',
  'York',
  'Brighton',
  'Exeter',
  'Inverness',
  'Derry',
  'Hull',
  'Coventry',
  'Reading',
];
const FIRST = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Priya',
  'Mohammed',
  'Fiona',
  'Rhys',
  'Niamh',
  'Tomasz',
  'Grace',
  'Kwame',
  'Sofia',
  'Liam',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Patel',
  'Khan',
  'Evans',
  'Murphy',
  'Campbell',
  'Nowak',
  'Okafor',
  'Hughes',
  'Walsh',
  'Reid',
];

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

export async function seedBenchLawyers(dataDir: string, count: number): Promise<void> {
  const db = openDatabase(dataDir);
  const hash = await hashPassword(BENCH_PASSWORD, OWASP_ARGON2);
  const random = prng(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = new Date().toISOString();
  const user = db.prepare(
    "INSERT INTO users (email, name, role, password_hash, is_verified, created_at) VALUES (?, ?, 'lawyer', ?, 1, ?)",
  );
  const profile = db.prepare(
    `INSERT INTO lawyer_profiles (user_id, full_name, specialization, location, experience_years, license_number,
       education, bio, hourly_rate, rating, reviews, updated_at) VALUES (?, ?, ?, ?, ?, ?, '', '', ?, ?, ?, ?)`,
  );
  const request = db.prepare(
    "INSERT INTO verification_requests (user_id, status, submitted_at, decided_at) VALUES (?, 'approved', ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const id = Number(user.run(benchEmail(i), name, hash, now).lastInsertRowid);
      const years = 1 + Math.floor(random() * 35);
      const rating = Math.round((4.1 + random() * 0.9) * 10) / 10;
      profile.run(
        id,
        name,
        pick(CATEGORIES),
        pick(CITIES),
        years,
        `SRA-${100000 + i}`,
        120 + Math.floor(random() * 67) * 5,
        rating,
        Math.floor(random() * 250),
        now,
      );
      request.run(id, now, now);
    }
  })();
  db.close();
}
