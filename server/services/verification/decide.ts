// An admin decides a verification request (docs/decisions/0075-decisions-name-the-version-reviewed.md,
// docs/decisions/0086-save-is-not-submit.md). Decisions apply to open requests (pending or waiting
// for information): a decided one answers 409, so a double click or a stale screen cannot flip an
// earlier decision, and a decision naming the version the admin reviewed is refused with 409 when
// the lawyer has sent the request again since. A first request decides whether the lawyer is
// matched; a re-check of a verified lawyer (a change or the yearly renewal) never takes them out:
// approving applies the changed facts and renews the verification, rejecting keeps the approved
// facts and tells the lawyer why. The lawyer hears of it on the bell in the same transaction.
import type { VerificationRequest, VerificationStatus, VerifiedFacts } from '../../../src/api/contract.ts';
import { nowIso } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { recordLawyerChange } from '../../repo/lawyer-changes.ts';
import { notify } from '../../repo/notifications.ts';
import { recordEvent } from '../../repo/verification-history.ts';
import { applyFacts, closeRequest, requestToDecide, setVerified } from '../../repo/verifications.ts';
import type { VerificationRepo } from '../../repo/verifications.ts';

export type Decision = Exclude<VerificationStatus, 'pending'>;

const DECISION_TEXT: Record<Decision, string> = {
  approved: 'Your verification was approved',
  info_requested: 'Your verification needs more information',
  rejected: 'Your verification was not approved',
};

const changedSinceReviewed = () =>
  new ApiError(
    409,
    'This request changed since you opened it: the lawyer sent it again. Review it again before deciding.',
  );
const alreadyDecided = (as = 'decided') => new ApiError(409, `This request has already been ${as}.`);
const isDecided = (item?: { status?: VerificationStatus | undefined }) =>
  item?.status === 'approved' || item?.status === 'rejected';

/** Writes the decision if the request is still open (and at `version`, when given): whether it was. */
function write(
  db: Db,
  id: number,
  status: Decision,
  note: string | null,
  by: { adminId: number; version?: number | undefined },
) {
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const current = await requestToDecide(trx, id);
    if (!current) return false;
    const recheck = current.kind !== 'first';
    const decided = await closeRequest(
      trx,
      id,
      {
        // a rejected re-check leaves the lawyer approved on the facts approved before
        status: recheck && status === 'rejected' ? 'approved' : status,
        reason: status === 'rejected' ? note : null,
        message: status === 'info_requested' ? note : null,
        at,
        keepProposed: status === 'info_requested',
        verified: status === 'approved',
      },
      by.version,
    );
    if (!decided) return false;
    if (status === 'approved' && current.proposed) {
      await applyFacts(trx, decided.user_id, JSON.parse(current.proposed) as VerifiedFacts, at);
    }
    if (!recheck || status === 'approved') await setVerified(trx, decided.user_id, status === 'approved');
    await recordEvent(trx, {
      user_id: decided.user_id,
      actor_id: by.adminId,
      action: status,
      kind: decided.kind,
      version: decided.version,
      note,
      changes: [],
      at,
    });
    await recordLawyerChange(trx, decided.user_id);
    await notify(trx, [
      { userId: decided.user_id, kind: 'verification', text: DECISION_TEXT[status], link: '/lawyer-profile' },
    ]);
    return true;
  });
}

/** Decides the request as the admin asks: the request as it now is, or the 404 or 409 that says why not. */
export async function decideRequest(
  { db, verifications }: { db: Db; verifications: VerificationRepo },
  adminId: number,
  id: number,
  status: Decision,
  { note, version }: { note: string | null; version?: number | undefined },
): Promise<VerificationRequest> {
  const current = await verifications.byId(id);
  if (!current) throw notFound();
  if (isDecided(current)) throw alreadyDecided(current.status);
  if (version !== undefined && version !== current.version) throw changedSinceReviewed();
  if (!(await write(db, id, status, note, { adminId, version }))) {
    // decided or sent again since it was read (another admin, another instance, the lawyer)
    const now = await verifications.byId(id);
    if (now && !isDecided(now) && version !== undefined && now.version !== version)
      throw changedSinceReviewed();
    throw alreadyDecided(now?.status);
  }
  return (await verifications.byId(id)) ?? current;
}
