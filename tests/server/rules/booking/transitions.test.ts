// The consultation's state machine (docs/consultations.md): every action by each side from
// every state, then the rules of the clock, what changes, and who is told.
import { describe, expect, it } from 'vitest';
import { CONSULTATION_STATUSES } from '../../../../src/api/booking-contract.ts';
import type {
  ActionName,
  Consultation,
  ConsultationAction,
  ConsultationStatus,
  Side,
} from '../../../../src/api/booking-contract.ts';
import { transition } from '../../../../server/rules/booking/transition.ts';
import { consultation } from './booking-fixtures.ts';

// Monday 30 March 2026, 09:00–09:30 BST
const START = '2026-03-30T08:00:00.000Z';
const END = '2026-03-30T08:30:00.000Z';
const NEW_TIME = '2026-04-01T13:00:00.000Z';
const at = (iso: string) => new Date(iso);
const THREE_DAYS_BEFORE = at('2026-03-27T08:00:00Z');
const AFTER_THE_END = at('2026-03-30T08:30:00Z');

const ACTIONS: Record<ActionName, ConsultationAction> = {
  confirm: { type: 'confirm' },
  decline: { type: 'decline', reason: 'I do not handle this kind of matter.' },
  propose: { type: 'propose', startsAt: NEW_TIME },
  accept: { type: 'accept' },
  'decline-proposal': { type: 'decline-proposal' },
  reschedule: { type: 'reschedule', startsAt: NEW_TIME },
  cancel: { type: 'cancel', reason: 'Something came up.' },
  complete: { type: 'complete' },
  'no-show': { type: 'no-show' },
};

type Outcome = ConsultationStatus | 403 | 409;
const no = 403 as const;
const x = 409 as const;
// prettier-ignore
const TABLE: Record<ActionName, Record<Side, Outcome[]>> = {
  //                            requested    proposed     confirmed    declined cancelled completed no_show
  confirm:            { lawyer: ['confirmed', x,           x,           x,       x,        x, x],
                        client: [no,          no,          no,          no,      no,       no, no] },
  decline:            { lawyer: ['declined',  x,           x,           x,       x,        x, x],
                        client: [no,          no,          no,          no,      no,       no, no] },
  propose:            { lawyer: ['proposed',  'proposed',  'proposed',  x,       x,        x, x],
                        client: [no,          no,          no,          no,      no,       no, no] },
  accept:             { lawyer: [no,          no,          no,          no,      no,       no, no],
                        client: [x,           'confirmed', x,           x,       x,        x, x] },
  'decline-proposal': { lawyer: [no,          no,          no,          no,      no,       no, no],
                        client: [x,           'declined',  x,           x,       x,        x, x] },
  reschedule:         { lawyer: [no,          no,          no,          no,      no,       no, no],
                        client: ['requested', 'requested', 'requested', x,       x,        x, x] },
  cancel:             { lawyer: [x,           'cancelled', 'cancelled', x,       x,        x, x],
                        client: ['cancelled', x,           'cancelled', x,       x,        x, x] },
  complete:           { lawyer: [x,           x,           'completed', x,       x,        x, x],
                        client: [no,          no,          no,          no,      no,       no, no] },
  'no-show':          { lawyer: [x,           x,           'no_show',   x,       x,        x, x],
                        client: [x,           x,           'no_show',   x,       x,        x, x] },
};

const cases = Object.entries(TABLE).flatMap(([action, sides]) =>
  Object.entries(sides).flatMap(([side, outcomes]) =>
    CONSULTATION_STATUSES.map(
      (status, i) => [action as ActionName, side as Side, status, outcomes[i] as Outcome] as const,
    ),
  ),
);

describe('every action × side × state', () => {
  it('covers all 126', () => expect(cases).toHaveLength(9 * 2 * 7));

  it.each(cases)('%s by the %s from %s: %s', (action, side, status, expected) => {
    const now = action === 'complete' || action === 'no-show' ? AFTER_THE_END : THREE_DAYS_BEFORE;
    const result = transition(
      consultation({ status, startsAt: START, endsAt: END }),
      ACTIONS[action],
      side,
      now,
    );
    if (typeof expected === 'number') {
      expect(result).toMatchObject({ ok: false, status: expected });
      if (!result.ok) expect(Object.values(result.body).flat().join(' ')).toMatch(/\w.*\.$/);
    } else {
      expect(result.ok && result.consultation.status).toBe(expected);
    }
  });
});

describe('refusals say why, and what to do instead', () => {
  it.each([
    ['confirm', 'client', 'requested', 'Only the lawyer can confirm a consultation.'],
    [
      'reschedule',
      'lawyer',
      'confirmed',
      'Only the client can reschedule; a lawyer proposes a new time instead.',
    ],
    [
      'confirm',
      'lawyer',
      'cancelled',
      'Only a requested consultation can be confirmed; this one is cancelled.',
    ],
    [
      'propose',
      'lawyer',
      'completed',
      'Only a requested, proposed or confirmed consultation can be given a new time; this one is completed.',
    ],
    ['cancel', 'lawyer', 'requested', 'Decline the request instead: the client is waiting for your answer.'],
    ['cancel', 'client', 'proposed', 'Decline the proposed time instead.'],
  ] as const)('%s by the %s from %s', (action, side, status, detail) => {
    const result = transition(consultation({ status }), ACTIONS[action], side, THREE_DAYS_BEFORE);
    expect(result).toMatchObject({ ok: false, body: { detail } });
  });
});

describe('the clock', () => {
  const confirmed = consultation({ status: 'confirmed', startsAt: START, endsAt: END });
  const requested = consultation({ status: 'requested', startsAt: START, endsAt: END });
  const proposed = consultation({ status: 'proposed', startsAt: START, endsAt: END });
  const cancel = ACTIONS.cancel;
  const reschedule = ACTIONS.reschedule;
  const noShow = ACTIONS['no-show'];
  const strict = { ...confirmed, freeUntilHours: 48 };
  const relaxed = { ...confirmed, freeUntilHours: 0 };

  it.each([
    [
      'the client cancels a confirmed one 24 h and a minute ahead',
      confirmed,
      cancel,
      'client',
      '2026-03-29T07:59:00Z',
      true,
    ],
    ['but not 24 h ahead', confirmed, cancel, 'client', '2026-03-29T08:00:00Z', 409],
    ['nor moves it then', confirmed, reschedule, 'client', '2026-03-29T09:00:00Z', 409],
    ['the lawyer still may cancel an hour ahead', confirmed, cancel, 'lawyer', '2026-03-30T07:00:00Z', true],
    ['or after the start, when no one came', confirmed, cancel, 'lawyer', '2026-03-30T08:10:00Z', true],
    [
      'a request not yet agreed may be withdrawn late',
      requested,
      cancel,
      'client',
      '2026-03-30T07:00:00Z',
      true,
    ],
    ['or moved late', requested, reschedule, 'client', '2026-03-30T07:00:00Z', true],
    [
      'a request is confirmed before its time',
      requested,
      ACTIONS.confirm,
      'lawyer',
      '2026-03-30T07:59:00Z',
      true,
    ],
    ['not once its time has come', requested, ACTIONS.confirm, 'lawyer', '2026-03-30T08:00:00Z', 409],
    ['nor is a proposed time accepted then', proposed, ACTIONS.accept, 'client', '2026-03-30T08:00:00Z', 409],
    ['completed not before the end', confirmed, ACTIONS.complete, 'lawyer', '2026-03-30T08:29:00Z', 409],
    ['but from the end on', confirmed, ACTIONS.complete, 'lawyer', '2026-03-30T08:30:00Z', true],
    [
      'a new time in the past is refused',
      requested,
      { type: 'propose', startsAt: '2026-03-27T07:00:00Z' },
      'lawyer',
      '2026-03-27T08:00:00Z',
      400,
    ],
    [
      'so is the same time again',
      confirmed,
      { type: 'reschedule', startsAt: '2026-03-30T08:00:00Z' },
      'client',
      '2026-03-27T08:00:00Z',
      400,
    ],
    // the lawyer's policy kept with the booking (docs/decisions/0129-cancellation-policy-and-no-shows.md)
    [
      'a 48-hour policy: cancelled 48 h and a minute ahead',
      strict,
      cancel,
      'client',
      '2026-03-28T07:59:00Z',
      true,
    ],
    ['but not 48 h ahead', strict, cancel, 'client', '2026-03-28T08:00:00Z', 409],
    ['nor moved then', strict, reschedule, 'client', '2026-03-28T08:00:00Z', 409],
    ['the lawyer still may', strict, cancel, 'lawyer', '2026-03-30T07:00:00Z', true],
    ['a 0-hour policy: cancelled a minute ahead', relaxed, cancel, 'client', '2026-03-30T07:59:00Z', true],
    ['but not at the start', relaxed, cancel, 'client', '2026-03-30T08:00:00Z', 409],
    // no-shows: from 10 minutes after the start until 48 hours after the end
    [
      'no-show: not 10 minutes less a second after the start',
      confirmed,
      noShow,
      'lawyer',
      '2026-03-30T08:09:59Z',
      409,
    ],
    ['no-show: from 10 minutes after the start', confirmed, noShow, 'lawyer', '2026-03-30T08:10:00Z', true],
    ['no-show: until 48 hours after the end', confirmed, noShow, 'client', '2026-04-01T08:30:00Z', true],
    ['no-show: not a second later', confirmed, noShow, 'client', '2026-04-01T08:30:01Z', 409],
    ['no-show: not of a request', requested, noShow, 'client', '2026-03-30T08:10:00Z', 409],
  ] as const)('%s', (_, c, action, side, now, expected) => {
    const result = transition(c, action, side, at(now));
    expect(result.ok || result.status).toBe(expected);
  });

  it('a late refusal tells the client to contact the lawyer', () => {
    const result = transition(confirmed, cancel, 'client', at('2026-03-30T00:00:00Z'));
    expect(result).toMatchObject({
      status: 409,
      body: { detail: expect.stringMatching(/only the lawyer .* please contact them\.$/) },
    });
  });

  it('a no-show report names the side who did not come, keeps the note and is final', () => {
    const result = transition(
      confirmed,
      { type: 'no-show', note: 'Waited 20 minutes.' },
      'lawyer',
      at('2026-03-30T08:40:00Z'),
    );
    expect(result.ok && result.consultation).toMatchObject({
      status: 'no_show',
      noShowBy: 'client',
      reason: 'Waited 20 minutes.',
      closedBy: 'lawyer',
    });
    expect(result.ok && result.notice).toMatchObject({ to: 'client', kind: 'consultation_no_show' });
  });

  it('a bad new time is a field error on startsAt', () => {
    const result = transition(requested, { type: 'propose', startsAt: START }, 'lawyer', THREE_DAYS_BEFORE);
    expect(result).toEqual({
      ok: false,
      status: 400,
      body: { startsAt: ['Choose a time other than the current one.'] },
    });
  });
});

describe('what a change does', () => {
  const before = consultation({ status: 'confirmed', startsAt: START, endsAt: END, sequence: 3 });

  function apply(c: Consultation, action: ConsultationAction, side: Side, now = THREE_DAYS_BEFORE) {
    const result = transition(c, action, side, now);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.body)}`);
    return result;
  }

  it('bumps the sequence once and stamps the time, leaving the original alone', () => {
    const { consultation: after } = apply(before, ACTIONS.cancel, 'client');
    expect([after.sequence, after.updatedAt]).toEqual([4, THREE_DAYS_BEFORE.toISOString()]);
    expect(before.status).toBe('confirmed');
  });

  it('a new time keeps the length', () => {
    const { consultation: after } = apply(before, ACTIONS.propose, 'lawyer');
    expect([after.startsAt, after.endsAt, after.status]).toEqual([
      NEW_TIME,
      '2026-04-01T13:30:00.000Z',
      'proposed',
    ]);
  });

  it('keeps the reason and who gave it', () => {
    expect(apply(before, ACTIONS.cancel, 'lawyer').consultation).toMatchObject({
      reason: 'Something came up.',
      closedBy: 'lawyer',
    });
    const declined = apply(
      consultation({ status: 'proposed' }),
      ACTIONS['decline-proposal'],
      'client',
    ).consultation;
    expect(declined).toMatchObject({ status: 'declined', reason: null, closedBy: 'client' });
  });

  it.each([
    [
      'confirm',
      'lawyer',
      'requested',
      'client',
      'consultation_confirmed',
      'Amelia Hughes confirmed your consultation on Mon, 30 Mar 2026, 09:00 BST.',
    ],
    [
      'decline',
      'lawyer',
      'requested',
      'client',
      'consultation_declined',
      'Amelia Hughes declined your consultation request for Mon, 30 Mar 2026, 09:00 BST.',
    ],
    [
      'propose',
      'lawyer',
      'requested',
      'client',
      'consultation_proposed',
      'Amelia Hughes proposed a new time for your consultation: Wed, 1 Apr 2026, 14:00 BST.',
    ],
    [
      'accept',
      'client',
      'proposed',
      'lawyer',
      'consultation_accepted',
      'Tom Baker accepted the new time: Mon, 30 Mar 2026, 09:00 BST.',
    ],
    [
      'decline-proposal',
      'client',
      'proposed',
      'lawyer',
      'consultation_proposal_declined',
      'Tom declined the proposed time of Mon, 30 Mar 2026, 09:00 BST.',
    ],
    [
      'reschedule',
      'client',
      'confirmed',
      'lawyer',
      'consultation_rescheduled',
      'Tom asked to move your consultation to Wed, 1 Apr 2026, 14:00 BST.',
    ],
    [
      'cancel',
      'client',
      'confirmed',
      'lawyer',
      'consultation_cancelled',
      'Tom cancelled the consultation on Mon, 30 Mar 2026, 09:00 BST.',
    ],
    [
      'cancel',
      'lawyer',
      'confirmed',
      'client',
      'consultation_cancelled',
      'Amelia Hughes cancelled the consultation on Mon, 30 Mar 2026, 09:00 BST.',
    ],
    [
      'complete',
      'lawyer',
      'confirmed',
      'client',
      'consultation_completed',
      'Amelia Hughes marked your consultation on Mon, 30 Mar 2026, 09:00 BST as completed. You can now leave a review.',
    ],
  ] as const)('%s by the %s tells the %s', (action, side, status, to, kind, text) => {
    const now = action === 'complete' ? AFTER_THE_END : THREE_DAYS_BEFORE;
    const c = consultation({ status, startsAt: START, endsAt: END });
    // the lawyer is told the client's full name only while the time is agreed (server/rules/disclosure.ts),
    // and a completed consultation's notice opens the client's review form
    const link = kind === 'consultation_completed' ? `/client-dashboard?review=${c.id}` : `/${to}-dashboard`;
    expect(apply(c, ACTIONS[action], side, now).notice).toEqual({ to, kind, text, link });
  });
});

describe('a party who deletes their account', () => {
  const leave = { type: 'account-deleted', reason: 'The account was deleted.' } as const;
  // an hour before the start: later than a client may cancel a confirmed consultation
  const AN_HOUR_BEFORE = at('2026-03-30T07:00:00Z');

  it.each(
    CONSULTATION_STATUSES.flatMap((status) =>
      (['client', 'lawyer'] as const).map((side) => [status, side] as const),
    ),
  )(
    'leaves a %s consultation as the %s: cancelled if it was active, refused if it had ended',
    (status, side) => {
      const c = consultation({ status, startsAt: START, endsAt: END });
      const result = transition(c, leave, side, AN_HOUR_BEFORE);
      if (status === 'requested' || status === 'proposed' || status === 'confirmed') {
        expect(result).toMatchObject({
          ok: true,
          consultation: {
            status: 'cancelled',
            closedBy: side,
            reason: leave.reason,
            sequence: c.sequence + 1,
          },
          notice: { to: side === 'client' ? 'lawyer' : 'client', kind: 'consultation_cancelled' },
        });
      } else {
        expect(result).toMatchObject({ ok: false, status: 409 });
      }
    },
  );
});
