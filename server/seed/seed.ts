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
import { DEMO_CASES, DEMO_CLIENTS } from './demo-cases.ts';
import { keepCase, keepResponse } from '../repo/cases.ts';
import { casePlace, lawyerFacts, verdictOf } from '../cases/leads.ts';
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
  // its own part, so that a data folder seeded before cases existed gets them too
  const needCases = config.seedDemo && !(await getMeta(db, 'seeded_demo_cases'));
  // hashed off the main thread while the instances are built; every demo account shares the
  // second, so the first start stays fast
  const [adminHash, demoHash] = await Promise.all([
    needAdmin ? hashPassword(config.admin.password, config.argon2) : undefined,
    needDemo || needCases ? hashPassword(DEMO_PASSWORD, config.argon2) : undefined,
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
  const demo = needDemo && demoHash !== undefined && (await seedDemo(db, store, demoHash));
  // after the lawyers, whose transaction has committed by then
  const cases = needCases && demoHash !== undefined && (await seedDemoCases(db, demoHash, config.now()));
  return { admin, demo: demo || cases };
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

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo clients beside the first and their cases, each told to the lawyers it is a lead for,
 * and the responses of demo lawyers, each told to its client, as the calls would
 * (server/repo/cases.ts). A response whose lawyer is missing or for whom the case is no lead is
 * left out.
 */
async function seedDemoCases(db: Db, passwordHash: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, 'seeded_demo_cases'))) return false;
    for (const client of [DEMO_CLIENT, ...DEMO_CLIENTS]) {
      await trx
        .insertInto('users')
        .values(userValues({ ...client, role: 'client', passwordHash, isVerified: true }))
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    }
    const clients = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'client')
      .where('email', 'in', [DEMO_CLIENT.email, ...DEMO_CLIENTS.map((c) => c.email)])
      .execute();
    const clientIds = new Map(clients.map((c) => [c.email, c.id]));
    for (const demo of [...DEMO_CASES].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const clientId = clientIds.get(demo.client);
      const place = casePlace(demo.location);
      if (clientId === undefined || !place) continue; // someone registered this address as a lawyer
      const at = now - demo.hoursAgo * HOUR_MS;
      const { title, description, location, category, urgency } = demo;
      const row = await keepCase(trx, clientId, { title, description, location, category, urgency }, place, {
        now,
        at: new Date(at).toISOString(),
      });
      for (const [i, { lawyer: email, message, fee }] of demo.responses.entries()) {
        const user = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
        const lawyer = user && (await lawyerFacts(trx, user.id));
        if (!lawyer || verdictOf(row, lawyer, { now, dismissed: false }) !== 'lead') continue;
        await keepResponse(
          trx,
          row,
          lawyer,
          { message, fee },
          new Date(at + (i + 1) * 3 * HOUR_MS).toISOString(),
        );
      }
    }
    return true;
  });
}
