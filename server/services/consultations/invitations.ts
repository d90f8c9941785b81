// A change of a consultation told to both sides' calendars (docs/decisions/0130-invitations-and-reminders.md):
// when the change is news for them (server/rules/booking/invitation.ts), the other side's e-mail
// of the bell's notice carries the invitation, and the side who made the change gets one e-mail
// of its own with theirs; the SEQUENCE sent is kept. In the transaction of the change.
import { LONDON } from '../../../src/api/booking-contract.ts';
import type { Consultation, Side } from '../../../src/api/booking-contract.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';
import { keptInvitation } from '../../mail/invitation.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { confirmedAddress, invitedSequence, markInvited } from '../../repo/invitations.ts';
import { notify } from '../../repo/notifications.ts';
import type { NewNotification } from '../../repo/notifications.ts';
import type { InvitationMethod } from '../../rules/booking/calendar.ts';
import { invitationAfter } from '../../rules/booking/invitation.ts';
import { formatWall } from '../../rules/booking/wall-time.ts';
import { shownTo } from '../../rules/disclosure.ts';

const other = (side: Side): Side => (side === 'client' ? 'lawyer' : 'client');
const DASHBOARD: Record<Side, string> = { client: '/client-dashboard', lawyer: '/lawyer-dashboard' };

/** The words of the e-mail to the side who made the change. */
function ownWords(c: Consultation, method: InvitationMethod, viewer: Side): string {
  const withWhom = shownTo(c, viewer)[other(viewer)].name;
  const when = formatWall(Date.parse(c.startsAt), LONDON);
  if (method === 'CANCEL') {
    return `Your consultation with ${withWhom} on ${when} is off: your calendar can remove it.`;
  }
  if (c.status === 'confirmed') {
    return `Your consultation with ${withWhom} on ${when} is confirmed: your calendar can add it.`;
  }
  return `Your consultation with ${withWhom} is waiting for an answer on the time of ${when}: your calendar can show it as tentative.`;
}

/**
 * Writes the notices of a change by `actor` and, when the change is news for calendars, both
 * sides' invitations: the other side's with the first notice to them.
 */
export async function noticeWithInvitations(
  trx: Kysely<Database>,
  next: Consultation,
  notices: readonly NewNotification[],
  actor: Side,
  { actorMail = true }: { actorMail?: boolean } = {},
): Promise<void> {
  const id = Number(next.id);
  const method = invitationAfter(next, await invitedSequence(trx, id));
  if (method === null) {
    await notify(trx, notices);
    return;
  }
  const to = other(actor);
  const toId = Number(next[to].id);
  const first = notices.findIndex((n) => n.userId === toId);
  await notify(
    trx,
    notices.map((n, i) =>
      i === first ? { ...n, calendar: keptInvitation(method, to, shownTo(next, to)) } : n,
    ),
  );
  const address = actorMail ? await confirmedAddress(trx, Number(next[actor].id)) : undefined;
  if (address !== undefined) {
    const text = ownWords(next, method, actor);
    await enqueueMail(
      trx,
      [
        {
          userId: Number(next[actor].id),
          to: address,
          kind: 'invitation',
          subject: text,
          text,
          link: DASHBOARD[actor],
          calendar: keptInvitation(method, actor, shownTo(next, actor)),
        },
      ],
      nowIso(),
    );
  }
  await markInvited(trx, id, next.sequence);
}
