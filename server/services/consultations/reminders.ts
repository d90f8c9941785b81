// The reminders' job (docs/decisions/0130-invitations-and-reminders.md): every minute, on every
// instance, the confirmed consultations starting within 24 hours (and more than an hour away) get
// their 24-hour reminder, those within the hour their 1-hour one: the bell and an e-mail to both
// sides, unless the lawyer turned theirs off. Each reminder is claimed in its own transaction with
// its notices (repo/reminders.ts), so it is sent exactly once however many instances run; a new
// time is a new key, so a moved consultation is reminded again; a cancelled one is not.
import type { Side } from '../../../src/api/booking-contract.ts';
import type { Db } from '../../db/schema.ts';
import { availabilityOf } from '../../repo/availability.ts';
import { consultationById } from '../../repo/consultations.ts';
import { notify } from '../../repo/notifications.ts';
import type { NewNotification } from '../../repo/notifications.ts';
import { claimReminder, dueReminders } from '../../repo/reminders.ts';
import type { DueReminder } from '../../repo/reminders.ts';
import { reminderFor, reminderWindows } from '../../rules/booking/reminders.ts';

/** reminders read at a time */
const BATCH = 200;
const DASHBOARD: Record<Side, string> = { client: '/client-dashboard', lawyer: '/lawyer-dashboard' };

async function send(db: Db, due: DueReminder, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimReminder(trx, due, now))) return false;
    const c = await consultationById(trx, due.consultationId, now);
    if (!c) return false;
    const lawyerId = Number(c.lawyer.id);
    const sides: Side[] = (await availabilityOf(trx, lawyerId)).reminders ? ['client', 'lawyer'] : ['client'];
    const notices: NewNotification[] = sides.map((side) => {
      const { text, mailText } = reminderFor(c, side, due.kind, now);
      return {
        userId: Number(c[side].id),
        kind: 'consultation_reminder',
        text,
        mailText,
        link: DASHBOARD[side],
      };
    });
    await notify(trx, notices);
    return true;
  });
}

/** One run: sends every reminder due at `now`; how many were sent by this instance. */
export async function sendDueReminders(db: Db, now: number): Promise<number> {
  let sent = 0;
  for (const window of reminderWindows(now)) {
    for (;;) {
      const due = await dueReminders(db, window, BATCH);
      let claimed = 0;
      for (const reminder of due) if (await send(db, reminder, now)) claimed += 1;
      sent += claimed;
      // a full batch that another instance took meanwhile: read again only if this one sent some
      if (due.length < BATCH || claimed === 0) break;
    }
  }
  return sent;
}
