// A person's name, changed from their account page (docs/decisions/0113-accounts-people-can-manage.md):
// under a limit like every write, and on every instance's matching index when it is a lawyer's.
import { admit } from '../../auth/throttle.ts';
import type { Throttle } from '../../auth/throttle.ts';
import type { Db } from '../../db/schema.ts';
import { recordLawyerChange } from '../../repo/lawyer-changes.ts';
import { setName } from '../../repo/users.ts';
import type { UserRow } from '../../repo/users.ts';

/** name changes per account in an hour */
const NAMES_PER_HOUR = 20;

/** The account's new name; a lawyer's card changes with it, on every instance. */
export async function rename(
  { db, throttle }: { db: Db; throttle: Throttle },
  user: UserRow,
  name: string,
): Promise<UserRow> {
  await admit(
    throttle,
    [{ key: `account-name:${user.id}`, windowSeconds: 3600, max: NAMES_PER_HOUR }],
    (wait) => `Too many changes of name. Try again in ${wait}.`,
  );
  return db.transaction().execute(async (trx) => {
    const row = await setName(trx, user.id, name);
    if (row.role === 'lawyer') await recordLawyerChange(trx, user.id);
    return row;
  });
}
