// A lawyer changes their booking settings (docs/decisions/0091-availability-switch-and-live-figures.md,
// docs/decisions/0097-availability-settings-screen.md): the fields sent are merged over the
// settings kept, under the row's lock, and the whole is checked with the contract's
// availabilitySchema; a problem is 400 with messages by field and nothing is kept. A change of the
// switch is recorded in the matching change feed in the same transaction, so every instance's
// index follows it as it follows a profile change.
import { availabilitySchema } from '../../../src/api/booking-contract.ts';
import type { Availability, AvailabilityPatch } from '../../../src/api/booking-contract.ts';
import type { Db } from '../../db/schema.ts';
import { ApiError, fieldErrors } from '../../lib/errors.ts';
import { lockedAvailability, writeAvailability } from '../../repo/availability.ts';
import { recordLawyerChange } from '../../repo/lawyer-changes.ts';

/** The settings as now kept, and whether the switch changed; ApiError 400 for a whole that does not hold. */
export function saveAvailability(
  db: Db,
  userId: number,
  patch: AvailabilityPatch,
): Promise<{ settings: Availability; switched: boolean }> {
  return db.transaction().execute(async (trx) => {
    const kept = await lockedAvailability(trx, userId);
    const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const merged = { ...kept, ...sent };
    const checked = availabilitySchema.safeParse(merged);
    if (!checked.success) throw new ApiError(400, fieldErrors(checked.error, merged));
    const settings = checked.data;
    await writeAvailability(trx, userId, settings);
    const switched = settings.available !== kept.available;
    if (switched) await recordLawyerChange(trx, userId);
    return { settings, switched };
  });
}
