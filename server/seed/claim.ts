// Each part of the first-start data runs once, even when several instances start together on one
// database: it claims its meta flag inside its own transaction, and an instance that finds the
// flag taken leaves the part to the one that took it.
import type { Transaction } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export async function claim(trx: Transaction<Database>, flag: string): Promise<boolean> {
  const row = await trx
    .insertInto('meta')
    .values({ key: flag, value: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}
