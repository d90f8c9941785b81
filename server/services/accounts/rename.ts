// A person's name, changed from their account page (docs/decisions/0113-accounts-people-can-manage.md):
// under a limit like every write, and on every instance's matching index when it is a lawyer's.
import { admit } from '../../auth/throttle.ts';
import type { Throttle } from '../../auth/throttle.ts';
import type { Db } from '../../db/schema.ts';
import { recordLawyerChange } from '../../repo/lawyer-changes.ts';
import { setName } from '../../repo/users.ts';
import type { UserRow } from '../../repo/users.ts';
import type { LawyerIndex } from '../matching/lawyer-index.ts';

/** name changes per account in an hour */
const NAMES_PER_HOUR = 20;

/** The account's new name; a lawyer's card changes with it, on every instance. */
export async function rename(
  { db, throttle, lawyers }: { db: Db; throttle: Throttle; lawyers: LawyerIndex },
  user: UserRow,
  name: string,
): Promise<UserRow> {
  await admit(
    throttle,
    [{ key: `account-name:${user.id}`, windowSeconds: 3600, max: NAMES_PER_HOUR }],
    (wait) => `Too many changes of name. Try again in ${wait}.`,
  );
  const row = await db.transaction().execute(async (trx) => {
    const renamed = await setName(trx, user.id, name);
    if (renamed.role === 'lawyer') await recordLawyerChange(trx, user.id);
    return renamed;
  });
  // this instance's directory finds the new name at once, the others' within a second
  if (row.role === 'lawyer') await lawyers.refresh();
  return row;
}
