// One step of the consultation's state machine (transitions.ts), checked and applied without
// touching a database: the caller stores the result in the transaction that checks the slot.
// docs/decisions/0066-consultation-state-machine.md
import type { Consultation, ConsultationStatus, Side } from '../../../src/api/booking-contract.ts';
import { noticeFor } from './notices.ts';
import type { Notice } from './notices.ts';
import { BETTER_WAY, NO_SHOW_FROM_MINUTES, NO_SHOW_UNTIL_HOURS, TRANSITIONS } from './transitions.ts';
import type { MachineAction } from './transitions.ts';
import { HOUR, MINUTE } from './wall-time.ts';

type Refusal =
  | { ok: false; status: 403 | 409; body: { detail: string } }
  | { ok: false; status: 400; body: { startsAt: string[] } };
export type TransitionResult = { ok: true; consultation: Consultation; notice: Notice } | Refusal;

const refuse = (status: 403 | 409, detail: string): Refusal => ({ ok: false, status, body: { detail } });
const badTime = (message: string): Refusal => ({ ok: false, status: 400, body: { startsAt: [message] } });

// 'a requested, proposed or confirmed'
function listed(states: readonly ConsultationStatus[]): string {
  const words = states.map((s, i) => (i === 0 ? `a ${s}` : s));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}

// the rules that depend on the clock, once side and state allow the action
function timingRefusal(c: Consultation, action: MachineAction, side: Side, now: number): Refusal | null {
  const start = Date.parse(c.startsAt);
  switch (action.type) {
    case 'confirm':
      return now < start ? null : refuse(409, 'The requested time has passed; propose another time instead.');
    case 'accept':
      return now < start ? null : refuse(409, 'The proposed time has passed; ask the lawyer for another.');
    case 'complete':
      return now >= Date.parse(c.endsAt)
        ? null
        : refuse(409, 'A consultation can be marked completed only once it has ended.');
    case 'cancel':
    case 'reschedule': {
      // only an agreed time binds the client; a request not yet agreed may be withdrawn or moved;
      // the lawyer's policy kept with the booking sets how late (docs/decisions/0129-cancellation-policy-and-no-shows.md)
      const hours = c.freeUntilHours;
      const late = side === 'client' && c.status === 'confirmed' && now >= start - hours * HOUR;
      if (late) {
        return refuse(
          409,
          hours === 0
            ? 'Once the consultation has started only the lawyer can cancel or move it; please contact them.'
            : `Less than ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start only the lawyer can cancel or move this consultation; please contact them.`,
        );
      }
      return null;
    }
    case 'no-show': {
      if (now < start + NO_SHOW_FROM_MINUTES * MINUTE) {
        return refuse(
          409,
          `A consultation can be reported as not attended from ${NO_SHOW_FROM_MINUTES} minutes after its start.`,
        );
      }
      if (now > Date.parse(c.endsAt) + NO_SHOW_UNTIL_HOURS * HOUR) {
        return refuse(
          409,
          `A consultation can be reported as not attended only until ${NO_SHOW_UNTIL_HOURS} hours after its end.`,
        );
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Applies `action` by `side` at `now`: the consultation as it becomes (sequence bumped) and the
 * notice for the other side, or a refusal: 403 for the wrong side, 409 for the wrong state or
 * time, 400 for a new time that cannot be one. Whether a new time is free is the caller's check
 * (isBookableStart for a client, the database's overlap rule for both).
 */
export function transition(c: Consultation, action: MachineAction, side: Side, now: Date): TransitionResult {
  const rule = TRANSITIONS[action.type];
  const from = rule.from[side];
  if (!from) return refuse(403, rule.wrongSide);
  if (!from.includes(c.status)) {
    const better = BETTER_WAY[action.type]?.[side]?.[c.status];
    return refuse(
      409,
      better ?? `Only ${listed(from)} consultation can be ${rule.done}; this one is ${c.status}.`,
    );
  }
  const late = timingRefusal(c, action, side, now.getTime());
  if (late) return late;

  const next: Consultation = {
    ...c,
    status: rule.to,
    sequence: c.sequence + 1,
    updatedAt: now.toISOString(),
  };
  if (action.type === 'propose' || action.type === 'reschedule') {
    const start = Date.parse(action.startsAt);
    if (start <= now.getTime()) return badTime('Choose a time in the future.');
    if (start === Date.parse(c.startsAt)) return badTime('Choose a time other than the current one.');
    // a new time keeps the consultation's length
    next.startsAt = new Date(start).toISOString();
    next.endsAt = new Date(start + Date.parse(c.endsAt) - Date.parse(c.startsAt)).toISOString();
  }
  if (
    action.type === 'decline' ||
    action.type === 'cancel' ||
    action.type === 'decline-proposal' ||
    action.type === 'account-deleted'
  ) {
    next.reason = action.reason || null;
    next.closedBy = side;
  }
  if (action.type === 'no-show') {
    // the note goes where a reason does; the one reported is the other side
    next.reason = action.note || null;
    next.closedBy = side;
    next.noShowBy = side === 'client' ? 'lawyer' : 'client';
  }
  return { ok: true, consultation: next, notice: noticeFor(next, side, rule.notice) };
}
