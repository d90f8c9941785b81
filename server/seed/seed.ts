// First-start data: the admin account, then (unless SEED_DEMO=false) the demo market: clients,
// verified lawyers, pending verification requests, open cases, the demo lawyer's
// consultations, the demo lawyers' reviews from past consultations and the demo client's
// conversations. Each part runs once, even when several instances start together on one
// database (claim.ts).
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config/settings.ts';
import { getMeta } from '../db/database.ts';
import type { Db } from '../db/schema.ts';
import { userValues } from '../repo/users.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { claim } from './claim.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemoCases } from './seed-cases.ts';
import { seedDemoConsultations } from './seed-consultations.ts';
import { seedDemoConversations } from './seed-conversations.ts';
import { seedDemoReviews } from './seed-reviews.ts';
import { commitDemoLawyers, prepareDemoLawyers, removeUnusedFiles } from './seed-lawyers.ts';

export interface SeedDeps {
  db: Db;
  store: FileStore;
  config: Config;
  /** the time of the first start, which the demo's dates count from */
  now: number;
}

export async function seed({ db, store, config, now }: SeedDeps): Promise<{ admin: boolean; demo: boolean }> {
  const needAdmin = !(await getMeta(db, 'seeded_admin'));
  const needDemo = config.seedDemo && !(await getMeta(db, 'seeded_demo'));
  // its own part, so that a data folder seeded before cases existed gets them too
  const needCases = config.seedDemo && !(await getMeta(db, 'seeded_demo_cases'));
  const needConsultations = config.seedDemo && !(await getMeta(db, 'seeded_demo_consultations'));
  // its own part too: a data folder seeded before reviews existed gets them once
  const needReviews = config.seedDemo && !(await getMeta(db, 'seeded_demo_reviews'));
  const needConversations = config.seedDemo && !(await getMeta(db, 'seeded_demo_conversations'));
  // hashed off the main thread while the instances are built, and while the demo lawyers' rows
  // and files are made and stored; every demo account shares the second, hashed once, so the
  // first start stays quick however many demo people there are
  // (docs/decisions/0093-a-believable-demo-market.md)
  const hashes = Promise.all([
    needAdmin ? hashPassword(config.admin.password, config.argon2) : undefined,
    needDemo || needCases ? hashPassword(DEMO_PASSWORD, config.argon2) : undefined,
  ]);
  const prepared = needDemo ? prepareDemoLawyers(store, now) : undefined;
  // awaited below, after the hashes: a failure meanwhile is not an unhandled one
  prepared?.catch(() => undefined);
  try {
    const [adminHash, demoHash] = await hashes;
    const admin = adminHash !== undefined && (await seedAdmin(db, config, adminHash));
    const demo =
      prepared !== undefined &&
      demoHash !== undefined &&
      (await commitDemoLawyers(db, await prepared, demoHash, now));
    // after the lawyers, whose transaction has committed by then
    const cases = needCases && demoHash !== undefined && (await seedDemoCases(db, demoHash, now));
    // after the cases: a consultation is about one of them
    const consultations = needConsultations && (await seedDemoConsultations(db, now));
    // after the consultations: the demo lawyer's own are left free of the reviews' times
    const reviews = needReviews && (await seedDemoReviews(db, now));
    // after the cases' responses and the consultations, which opened the conversations
    const conversations = needConversations && (await seedDemoConversations(db, store, now));
    const seededDemo = demo || cases || consultations || reviews || conversations;
    // the market's past is not news: the e-mails of its notifications are not sent
    // (docs/decisions/0112-one-mail-outbox.md)
    if (seededDemo) await db.deleteFrom('mail_outbox').where('mailed_at', 'is', null).execute();
    return { admin, demo: seededDemo };
  } finally {
    // whatever ends up without a committed row goes
    if (prepared) await removeUnusedFiles(store, prepared);
  }
}

function seedAdmin(db: Db, config: Config, passwordHash: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, 'seeded_admin'))) return false;
    await trx
      .insertInto('users')
      .values(
        userValues({
          email: config.admin.email,
          name: 'Administrator',
          role: 'admin',
          passwordHash,
          isVerified: true,
          // set by whoever runs the server: there is no link to follow
          emailVerifiedAt: new Date().toISOString(),
        }),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    return true;
  });
}
