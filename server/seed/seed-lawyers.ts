// The demo lawyers: their rows and files are made and the files stored first, outside the
// transaction and while the shared password hash is worked out; the transaction then writes every
// lawyer in a few statements, not a few for each (docs/decisions/0093-a-believable-demo-market.md).
// Runs once: the transaction claims its meta flag first.
import { recordLawyerChange } from '../repo/lawyer-changes.ts';
import { practiceRowOf, serviceRowsOf } from '../repo/lawyer-services.ts';
import { lawyerPlaceColumns } from '../rules/places/kept-place.ts';
import type { Db } from '../db/schema.ts';
import { userValues } from '../repo/users.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { claim } from './claim.ts';
import { DEMO_CLIENT, PENDING_LAWYERS, emailOf } from './demo-data.ts';
import { verifiedLawyers } from './demo-market.ts';
import { demoLawyerRows } from './demo-rows.ts';
import { demoServicesOf } from './demo-services.ts';
import type { DemoFile, DemoLawyerRows } from './demo-rows.ts';

export interface PreparedLawyers {
  lawyers: DemoLawyerRows[];
  /** the files a committed row names */
  kept: Set<DemoFile>;
}

// several hundred files: this many at once, within what an object store's client keeps open (50)
const SAVING_AT_ONCE = 32;

const filesOf = (lawyers: DemoLawyerRows[]) => lawyers.flatMap((l) => l.files);

/** The rows of every demo lawyer, dated from `now`, with their files stored. */
export async function prepareDemoLawyers(store: FileStore, now: number): Promise<PreparedLawyers> {
  const lawyers = demoLawyerRows(
    [
      ...verifiedLawyers().map((l) => ({ lawyer: l, verified: true })),
      ...PENDING_LAWYERS.map((l) => ({ lawyer: l, verified: false })),
    ],
    now,
  );
  const files = filesOf(lawyers);
  let next = 0;
  const saving = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      file.stored_name = await store.save(file.bytes, file.ext, file.mime);
    }
  };
  const saved = await Promise.allSettled(Array.from({ length: SAVING_AT_ONCE }, saving));
  const failed = saved.find((r) => r.status === 'rejected');
  if (failed) {
    await store.remove(files.filter((f) => f.stored_name !== '').map((f) => f.stored_name));
    throw failed.reason;
  }
  return { lawyers, kept: new Set() };
}

/** Removes the stored files of the demo lawyers that no committed row names. */
export async function removeUnusedFiles(store: FileStore, prepared: Promise<PreparedLawyers>): Promise<void> {
  // a preparation that failed removed its own files
  const done = await prepared.catch(() => undefined);
  if (!done) return;
  const unused = filesOf(done.lawyers).filter((f) => f.stored_name !== '' && !done.kept.has(f));
  await store.remove(unused.map((f) => f.stored_name));
}

/**
 * When the demo market's people made their accounts: a year before the first start, well before
 * any demo booking, so a demo review counts at once (docs/decisions/0111-held-reviews.md).
 */
export const joinedBefore = (now: number): string => new Date(now - 365 * 24 * 60 * 60 * 1000).toISOString();

/** Writes the demo client and lawyers; false when another instance has. */
export async function commitDemoLawyers(
  db: Db,
  prepared: PreparedLawyers,
  passwordHash: string,
  now: number,
): Promise<boolean> {
  const createdAt = joinedBefore(now);
  const { lawyers } = prepared;
  const used = new Set<DemoFile>();
  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await claim(trx, 'seeded_demo'))) return false;
    await trx
      .insertInto('users')
      .values(
        userValues({
          ...DEMO_CLIENT,
          role: 'client',
          passwordHash,
          isVerified: true,
          createdAt,
          emailVerifiedAt: createdAt,
        }),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const added = await trx
      .insertInto('users')
      .values(
        lawyers.map(({ lawyer, verified }) =>
          userValues({
            email: emailOf(lawyer),
            name: lawyer.name,
            role: 'lawyer',
            passwordHash,
            isVerified: verified,
            createdAt,
            emailVerifiedAt: createdAt,
          }),
        ),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email'])
      .execute();
    const ids = new Map(added.map((u) => [u.email, u.id]));
    // an address someone registered first keeps its account, without a demo profile
    const mine = lawyers.flatMap((l) => {
      const id = ids.get(emailOf(l.lawyer));
      return id === undefined ? [] : [{ ...l, id }];
    });
    if (mine.length === 0) return true;
    await trx
      .insertInto('lawyer_profiles')
      .values(
        mine.map(({ id, profile }) => ({ ...profile, ...lawyerPlaceColumns(profile.location), user_id: id })),
      )
      .execute();
    // their services and prices, insurance and complaints procedure (docs/services-and-prices.md)
    const published = mine.map(({ id, lawyer }) => ({ id, sent: demoServicesOf(lawyer) }));
    await trx
      .insertInto('lawyer_practice_info')
      .values(published.map(({ id, sent }) => ({ user_id: id, ...practiceRowOf(sent, createdAt) })))
      .execute();
    const services = published.flatMap(({ id, sent }) => serviceRowsOf(id, sent.services));
    for (let i = 0; i < services.length; i += 200) {
      await trx
        .insertInto('lawyer_services')
        .values(services.slice(i, i + 200))
        .execute();
    }
    await trx
      .insertInto('documents')
      .values(
        mine.flatMap(({ id, files }) => files.map(({ bytes: _bytes, ...doc }) => ({ ...doc, user_id: id }))),
      )
      .execute();
    await trx
      .insertInto('verification_requests')
      .values(mine.map(({ id, request }) => ({ ...request, user_id: id })))
      .execute();
    // the history an admin's decisions would have left, by the first admin
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .orderBy('id')
      .executeTakeFirst();
    const events = mine.flatMap(({ id, history }) =>
      history.map(({ by, changes, ...event }) => ({
        ...event,
        user_id: id,
        actor_id: by === 'lawyer' ? id : by === 'admin' ? (admin?.id ?? null) : null,
        changes: changes.length > 0 ? JSON.stringify(changes) : null,
      })),
    );
    for (let i = 0; i < events.length; i += 200) {
      await trx
        .insertInto('verification_events')
        .values(events.slice(i, i + 200))
        .execute();
    }
    for (const { id, files } of mine) {
      await recordLawyerChange(trx, id);
      files.forEach((f) => used.add(f));
    }
    return true;
  });
  // only once committed: a transaction that fails keeps none of the files
  used.forEach((f) => prepared.kept.add(f));
  return seeded;
}
