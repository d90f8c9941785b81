// First-start data: the admin account, then (unless SEED_DEMO=false) the demo client, verified
// lawyers and pending verification requests. Each part runs once, guarded by a meta flag.
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import { getMeta, setMeta, sql } from '../db.ts';
import type { Db } from '../db.ts';
import type { UserRepo } from '../repo/users.ts';
import type { UploadStore } from '../uploads/storage.ts';
import {
  DEMO_CLIENT,
  DEMO_PASSWORD,
  PENDING_LAWYERS,
  VERIFIED_LAWYERS,
  barNumber,
  bioOf,
  educationOf,
  emailOf,
} from './demo-data.ts';
import type { DemoLawyer } from './demo-data.ts';
import { avatarPng, samplePdf } from './sample-files.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedDeps {
  db: Db;
  users: UserRepo;
  store: UploadStore;
  config: Config;
}

export async function seed({
  db,
  users,
  store,
  config,
}: SeedDeps): Promise<{ admin: boolean; demo: boolean }> {
  const needAdmin = !getMeta(db, 'seeded_admin');
  const needDemo = config.seedDemo && !getMeta(db, 'seeded_demo');
  // hashed off the main thread while the instances are built; every demo account shares the second,
  // so the first start stays fast
  const [adminHash, demoHash] = await Promise.all([
    needAdmin ? hashPassword(config.admin.password, config.argon2) : undefined,
    needDemo ? hashPassword(DEMO_PASSWORD, config.argon2) : undefined,
  ]);
  if (adminHash) {
    const { email } = config.admin;
    db.transaction(() => {
      if (!users.byEmail(email))
        users.insert({
          email,
          name: 'Administrator',
          role: 'admin',
          passwordHash: adminHash,
          isVerified: true,
        });
      setMeta(db, 'seeded_admin', new Date().toISOString());
    })();
  }
  if (demoHash) seedDemo(db, users, store, demoHash);
  return { admin: adminHash !== undefined, demo: demoHash !== undefined };
}

function seedDemo(db: Db, users: UserRepo, store: UploadStore, passwordHash: string): void {
  const written: string[] = [];
  const save = (bytes: Buffer, ext: string) => {
    const name = store.saveSync(bytes, ext);
    written.push(name);
    return name;
  };
  const pdf = (title: string) => {
    const bytes = samplePdf(title);
    return { stored: save(bytes, 'pdf'), mime: 'application/pdf', ext: 'pdf', size: bytes.length };
  };
  const now = Date.now();
  const addLawyer = (lawyer: DemoLawyer, index: number, verified: boolean) => {
    const email = emailOf(lawyer);
    if (users.byEmail(email)) return;
    const id = users.insert({ email, name: lawyer.name, role: 'lawyer', passwordHash, isVerified: verified });
    const submitted = new Date(
      now - (verified ? 60 + index : 3 - (index % 3)) * DAY_MS - index * 3_600_000,
    ).toISOString();
    sql(
      db,
      `INSERT INTO lawyer_profiles (user_id, full_name, specialization, location, experience_years, license_number,
         education, bio, hourly_rate, rating, reviews, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      lawyer.name,
      lawyer.specialization,
      lawyer.city,
      lawyer.years,
      barNumber(lawyer.city, index),
      educationOf(lawyer),
      bioOf(lawyer),
      lawyer.rate || 120 + 15 * lawyer.years,
      lawyer.rating,
      lawyer.reviews,
      submitted,
    );
    const avatar = avatarPng(email);
    const files = [
      {
        kind: 'profile_picture',
        stored: save(avatar, 'png'),
        mime: 'image/png',
        ext: 'png',
        size: avatar.length,
      },
      { ...pdf(`Government ID - ${lawyer.name}`), kind: 'government_id' },
      { ...pdf(`Law degree - ${lawyer.name}`), kind: 'law_degree' },
      { ...pdf(`Practising certificate - ${lawyer.name}`), kind: 'bar_certificate' },
    ];
    for (const file of files) {
      sql(
        db,
        'INSERT INTO documents (user_id, kind, stored_name, mime, ext, size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(id, file.kind, file.stored, file.mime, file.ext, file.size, submitted);
    }
    sql(
      db,
      'INSERT INTO verification_requests (user_id, status, submitted_at, decided_at) VALUES (?, ?, ?, ?)',
    ).run(id, verified ? 'approved' : 'pending', submitted, verified ? submitted : null);
  };
  try {
    db.transaction(() => {
      if (!users.byEmail(DEMO_CLIENT.email)) {
        users.insert({ ...DEMO_CLIENT, role: 'client', passwordHash, isVerified: true });
      }
      VERIFIED_LAWYERS.forEach((lawyer, i) => addLawyer(lawyer, i, true));
      PENDING_LAWYERS.forEach((lawyer, i) => addLawyer(lawyer, VERIFIED_LAWYERS.length + i, false));
      setMeta(db, 'seeded_demo', new Date().toISOString());
    })();
  } catch (error) {
    // nothing was recorded: do not leave the files behind either
    void store.remove(written);
    throw error;
  }
}
