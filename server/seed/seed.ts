// First-start data: the admin account, then (unless SEED_DEMO=false) the demo client, verified
// lawyers and pending verification requests. Each part runs once, even when several instances
// start together on one database: it claims its meta flag inside its own transaction, and an
// instance that finds the flag taken leaves the part to the one that took it.
import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import { getMeta, nowIso } from '../db/database.ts';
import type { Database, Db } from '../db/schema.ts';
import { recordLawyerChange } from '../match/lawyer-changes.ts';
import { userValues } from '../repo/users.ts';
import type { FileStore } from '../uploads/store.ts';
import { DEMO_CLIENT, DEMO_PASSWORD, PENDING_LAWYERS, VERIFIED_LAWYERS, emailOf } from './demo-data.ts';
import { demoLawyerRows } from './demo-rows.ts';
import type { DemoFile } from './demo-rows.ts';

export interface SeedDeps {
  db: Db;
  store: FileStore;
  config: Config;
}

async function claim(trx: Transaction<Database>, flag: string): Promise<boolean> {
  const row = await trx
    .insertInto('meta')
    .values({ key: flag, value: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function seed({ db, store, config }: SeedDeps): Promise<{ admin: boolean; demo: boolean }> {
  const needAdmin = !(await getMeta(db, 'seeded_admin'));
  const needDemo = config.seedDemo && !(await getMeta(db, 'seeded_demo'));
  // hashed off the main thread while the instances are built; every demo account shares the
  // second, so the first start stays fast
  const [adminHash, demoHash] = await Promise.all([
    needAdmin ? hashPassword(config.admin.password, config.argon2) : undefined,
    needDemo ? hashPassword(DEMO_PASSWORD, config.argon2) : undefined,
  ]);
  const admin =
    adminHash !== undefined &&
    (await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, 'seeded_admin'))) return false;
      const { email } = config.admin;
      await trx
        .insertInto('users')
        .values(
          userValues({
            email,
            name: 'Administrator',
            role: 'admin',
            passwordHash: adminHash,
            isVerified: true,
          }),
        )
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      return true;
    }));
  const demo = demoHash !== undefined && (await seedDemo(db, store, demoHash));
  return { admin, demo };
}

async function seedDemo(db: Db, store: FileStore, passwordHash: string): Promise<boolean> {
  const lawyers = demoLawyerRows(
    [
      ...VERIFIED_LAWYERS.map((l) => ({ lawyer: l, verified: true })),
      ...PENDING_LAWYERS.map((l) => ({ lawyer: l, verified: false })),
    ],
    Date.now(),
  );
  // the files first, outside the transaction; whatever ends up without a committed row goes
  const files = lawyers.flatMap((l) => l.files);
  let kept = new Set<DemoFile>();
  try {
    await Promise.all(files.map(async (f) => (f.stored_name = await store.save(f.bytes, f.ext, f.mime))));
    const result = await db.transaction().execute(async (trx) => {
      const used = new Set<DemoFile>();
      if (!(await claim(trx, 'seeded_demo'))) return { seeded: false, used };
      await trx
        .insertInto('users')
        .values(userValues({ ...DEMO_CLIENT, role: 'client', passwordHash, isVerified: true }))
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      for (const { lawyer, verified, profile, request, files: own } of lawyers) {
        const user = await trx
          .insertInto('users')
          .values(
            userValues({
              email: emailOf(lawyer),
              name: lawyer.name,
              role: 'lawyer',
              passwordHash,
              isVerified: verified,
            }),
          )
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!user) continue; // someone registered this address first
        await trx
          .insertInto('lawyer_profiles')
          .values({ ...profile, user_id: user.id })
          .execute();
        await trx
          .insertInto('documents')
          .values(
            own.map(({ bytes: _bytes, ...doc }) => ({
              ...doc,
              user_id: user.id,
              uploaded_at: profile.updated_at,
            })),
          )
          .execute();
        await trx
          .insertInto('verification_requests')
          .values({ ...request, user_id: user.id })
          .execute();
        await recordLawyerChange(trx, user.id);
        own.forEach((f) => used.add(f));
      }
      return { seeded: true, used };
    });
    kept = result.used;
    return result.seeded;
  } finally {
    const unused = files.filter((f) => f.stored_name !== '' && !kept.has(f)).map((f) => f.stored_name);
    await store.remove(unused);
  }
}
