// Queries of a lawyer's availability settings (docs/decisions/0091-availability-switch-and-live-figures.md):
// `available` in its own column, which the lead rule (server/services/cases/leads.ts) and matching
// (server/services/matching/lawyer-index.ts) read in their queries; the other settings as JSON beside it. A
// lawyer without a row has the contract's defaults, and is available.
import type { Transaction } from 'kysely';
import { availabilitySchema, defaultAvailability } from '../../src/api/booking-contract.ts';
import type { Availability } from '../../src/api/booking-contract.ts';
import { nowIso } from '../db/database.ts';
import type { Database, Db } from '../db/schema.ts';

type Stored = Pick<Database['lawyer_availability'], 'available' | 'settings'>;
const SETTINGS = Object.keys(availabilitySchema.shape) as Array<keyof Availability>;

/**
 * The settings as kept, read through the contract: a field the contract no longer has is left
 * out, one it has since gained takes its default, and one it no longer takes as it was kept
 * falls back to its default, so a row from before a change of the contract still reads (and the
 * lawyer can still see and change their settings).
 */
function settingsOf(row: Stored | undefined): Availability {
  if (!row) return defaultAvailability();
  const available = row.available === 1;
  let kept: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.settings);
    if (parsed && typeof parsed === 'object') kept = parsed as Record<string, unknown>;
  } catch {
    // unreadable: the defaults, with the switch as kept
  }
  const known = Object.fromEntries(SETTINGS.filter((k) => k in kept).map((k) => [k, kept[k]]));
  const read = availabilitySchema.safeParse({ ...known, available });
  if (read.success) return read.data;
  const faulty = new Set(read.error.issues.map((issue) => String(issue.path[0])));
  const rest = Object.fromEntries(Object.entries(known).filter(([k]) => !faulty.has(k)));
  return availabilitySchema.safeParse({ ...rest, available }).data ?? { ...defaultAvailability(), available };
}

const rowOf = ({ available, ...rest }: Availability) => ({
  available: available ? 1 : 0,
  settings: JSON.stringify(rest),
});

export async function availabilityOf(db: Db, userId: number): Promise<Availability> {
  const row = await db
    .selectFrom('lawyer_availability')
    .select(['available', 'settings'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return settingsOf(row);
}

/** The settings kept under lock until the caller's transaction ends: a row is made with the defaults if there is none. */
export async function lockedAvailability(trx: Transaction<Database>, userId: number): Promise<Availability> {
  await trx
    .insertInto('lawyer_availability')
    .values({ user_id: userId, ...rowOf(defaultAvailability()), updated_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  // a write to the row first: it holds the row until this commits, so two changes sent at once
  // are merged one after the other and neither is lost
  const row = await trx
    .updateTable('lawyer_availability')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .returning(['available', 'settings'])
    .executeTakeFirstOrThrow();
  return settingsOf(row);
}

export async function writeAvailability(
  trx: Transaction<Database>,
  userId: number,
  settings: Availability,
): Promise<void> {
  await trx
    .updateTable('lawyer_availability')
    .set({ ...rowOf(settings), updated_at: nowIso() })
    .where('user_id', '=', userId)
    .execute();
}
