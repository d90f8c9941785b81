// Every call that moves a consultation, by each side, from every state, over HTTP
// (docs/consultations.md): what is allowed answers 200 with the new state, the wrong side 403,
// the wrong state 409; then the rules of the clock (the client's 24 hours, complete only after
// the end), who may call at all, and what each side is shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_STATUSES, consultationSchema } from '../../../src/api/booking-contract.ts';
import type { ConsultationStatus, Side } from '../../../src/api/booking-contract.ts';
import { lapseCutoff } from '../../../server/rules/verification/renewal.ts';
import { call } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import {
  DAY,
  HOUR,
  PHONE,
  act,
  bookableLawyer,
  booked,
  client,
  setAvailability,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

let w: World;
let lawyer: Person;
let owner: Person;
/** free grid starts of the lawyer, handed out one by one so no two tests' times meet */
let free: string[] = [];
beforeAll(async () => {
  w = await world();
  lawyer = await bookableLawyer(w, {}, 'Alex Morgan');
  owner = await client(w.app, 'Harriet Quillfeather');
  // from three days on, a month of starts
  for (let week = 0; week < 4; week += 1) {
    const res = await w.app.api.inject({
      url: `/api/lawyers/${lawyer.id}/slots/?from=${new Date(w.now() + (3 + 7 * week) * DAY).toISOString().slice(0, 10)}&days=7`,
      headers: { authorization: `Bearer ${owner.access}` },
    });
    free.push(...(res.json() as { slots: string[] }).slots);
  }
  free = [...new Set(free)].filter((s) => Date.parse(s) > w.now() + 2 * DAY);
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

const nextFree = (): string => {
  const slot = free.shift();
  if (!slot) throw new Error('out of free slots');
  return slot;
};

/** A phone consultation between the lawyer and the client, put straight into the database in a state. */
async function inState(status: ConsultationStatus, startsAt = nextFree()): Promise<string> {
  const start = Date.parse(startsAt);
  const end = new Date(start + 30 * 60_000).toISOString();
  const at = new Date(w.now() - DAY).toISOString();
  const row = await w.app.ctx.db
    .insertInto('consultations')
    .values({
      lawyer_id: lawyer.id,
      client_id: owner.id,
      type: 'phone',
      starts_at: startsAt,
      ends_at: end,
      blocked_until: end,
      status,
      fee_pence: 9000,
      phone: PHONE,
      note: 'About the children',
      sequence: 3,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

type Outcome = ConsultationStatus | 403 | 409;
const no = 403 as const;
const x = 409 as const;
type Path = 'confirm' | 'decline' | 'propose' | 'accept' | 'reschedule' | 'cancel' | 'complete' | 'no-show';
// a client's decline/ is the decline-proposal action
// prettier-ignore
const TABLE: Record<Path, Record<Side, Outcome[]>> = {
  //                     requested    proposed     confirmed    declined cancelled completed no_show
  confirm:    { lawyer: ['confirmed', x,           x,           x,       x,        x, x],
                client: [no,          no,          no,          no,      no,       no, no] },
  decline:    { lawyer: ['declined',  x,           x,           x,       x,        x, x],
                client: [x,           'declined',  x,           x,       x,        x, x] },
  propose:    { lawyer: ['proposed',  'proposed',  'proposed',  x,       x,        x, x],
                client: [no,          no,          no,          no,      no,       no, no] },
  accept:     { lawyer: [no,          no,          no,          no,      no,       no, no],
                client: [x,           'confirmed', x,           x,       x,        x, x] },
  reschedule: { lawyer: [no,          no,          no,          no,      no,       no, no],
                client: ['requested', 'requested', 'requested', x,       x,        x, x] },
  cancel:     { lawyer: [x,           'cancelled', 'cancelled', x,       x,        x, x],
                client: ['cancelled', x,           'cancelled', x,       x,        x, x] },
  complete:   { lawyer: [x,           x,           'completed', x,       x,        x, x],
                client: [no,          no,          no,          no,      no,       no, no] },
  'no-show':  { lawyer: [x,           x,           'no_show',   x,       x,        x, x],
                client: [x,           x,           'no_show',   x,       x,        x, x] },
};
const REASON = { reason: 'Something came up at work.' };
const bodyFor = (path: Path): Record<string, unknown> =>
  path === 'propose' || path === 'reschedule'
    ? { startsAt: nextFree() }
    : path === 'decline' || path === 'cancel'
      ? REASON
      : {};

const rows = (Object.entries(TABLE) as Array<[Path, Record<Side, Outcome[]>]>).flatMap(([path, sides]) =>
  (Object.entries(sides) as Array<[Side, Outcome[]]>).flatMap(([side, outcomes]) =>
    CONSULTATION_STATUSES.map((from, i) => ({ path, side, from, outcome: outcomes[i] as Outcome })),
  ),
);

describe('every call by each side from every state', () => {
  it.each(rows)('$side $path/ from $from → $outcome', async ({ path, side, from, outcome }) => {
    const id = await inState(from);
    const start = Date.parse(
      (
        await w.app.ctx.db
          .selectFrom('consultations')
          .select('starts_at')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow()
      ).starts_at,
    );
    // complete and no-show only after the end; everything else days before the start
    w.at(path === 'complete' || path === 'no-show' ? start + 31 * 60_000 : Date.now());
    const res = await act(w, side === 'lawyer' ? lawyer : owner, id, path, bodyFor(path));
    if (typeof outcome === 'number') {
      expect(res.statusCode, res.body).toBe(outcome);
      expect(res.json()).toEqual({ detail: expect.any(String) });
      const kept = await w.app.ctx.db
        .selectFrom('consultations')
        .select(['status', 'sequence'])
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ status: from, sequence: 3 });
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const c = consultationSchema.parse(res.json());
    expect(c).toMatchObject({ id, status: outcome, sequence: 4 });
    const other = side === 'lawyer' ? owner : lawyer;
    const told = await w.app.ctx.db
      .selectFrom('notifications')
      .select(['kind', 'link'])
      .where('user_id', '=', other.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.kind).toMatch(/^consultation_/);
    // the client's notice of a completed consultation opens its review form
    const clientLink = path === 'complete' ? `/client-dashboard?review=${id}` : '/client-dashboard';
    expect(told.link).toBe(side === 'lawyer' ? clientLink : '/lawyer-dashboard');
  });
});

describe('the clock', () => {
  it('a client may cancel or move a confirmed consultation until 24 hours before; later only the lawyer', async () => {
    const id = await inState('confirmed');
    const { starts_at } = await w.app.ctx.db
      .selectFrom('consultations')
      .select('starts_at')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    w.at(Date.parse(starts_at) - 23 * HOUR);
    const late = await act(w, owner, id, 'cancel', REASON);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail:
        'Less than 24 hours before the start only the lawyer can cancel or move this consultation; please contact them.',
    });
    expect((await act(w, owner, id, 'reschedule', { startsAt: nextFree() })).statusCode).toBe(409);
    w.at(Date.parse(starts_at) - 25 * HOUR);
    expect((await act(w, owner, id, 'reschedule', { startsAt: nextFree() })).statusCode).toBe(200);
    const agreed = await inState('confirmed');
    const start2 = (
      await w.app.ctx.db
        .selectFrom('consultations')
        .select('starts_at')
        .where('id', '=', Number(agreed))
        .executeTakeFirstOrThrow()
    ).starts_at;
    w.at(Date.parse(start2) - HOUR);
    expect((await act(w, lawyer, agreed, 'cancel', REASON)).statusCode).toBe(200);
    w.at(Date.now());
  });

  it('complete only once the end has passed; confirm and accept only before the start', async () => {
    const id = await inState('confirmed');
    const { starts_at, ends_at } = await w.app.ctx.db
      .selectFrom('consultations')
      .select(['starts_at', 'ends_at'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    w.at(Date.parse(ends_at) - 60_000);
    const early = await act(w, lawyer, id, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      detail: 'A consultation can be marked completed only once it has ended.',
    });
    w.at(Date.parse(ends_at));
    expect((await act(w, lawyer, id, 'complete')).statusCode).toBe(200);

    const stale = await inState('requested');
    const s = (
      await w.app.ctx.db
        .selectFrom('consultations')
        .select('starts_at')
        .where('id', '=', Number(stale))
        .executeTakeFirstOrThrow()
    ).starts_at;
    w.at(Date.parse(s) + 60_000);
    expect((await act(w, lawyer, stale, 'confirm')).statusCode).toBe(409);
    w.at(Date.now());
    void starts_at;
  });
});

describe('who may call', () => {
  it('someone who is not a party is not found; an admin is forbidden; an unknown id is not found', async () => {
    const id = await inState('requested');
    const stranger = await client(w.app, 'Nosy Parker');
    const otherLawyer = await bookableLawyer(w, {}, 'Other Lawyer');
    for (const who of [stranger, otherLawyer]) {
      const res = await act(
        w,
        who,
        id,
        who === stranger ? 'cancel' : 'confirm',
        who === stranger ? REASON : {},
      );
      expect(res.statusCode).toBe(404);
    }
    const admin = (await adminTokens(w.app)).access;
    expect((await act(w, { id: 0, email: '', access: admin }, id, 'confirm')).statusCode).toBe(403);
    expect((await act(w, lawyer, '999999', 'confirm')).statusCode).toBe(404);
    expect((await act(w, lawyer, 'abc', 'confirm')).statusCode).toBe(404);
  });

  it('checks each body: a lawyer declines with a reason, a client may leave it out; no unknown fields', async () => {
    const id = await inState('requested');
    expect((await act(w, lawyer, id, 'decline', {})).json()).toEqual({ reason: ['This field is required.'] });
    expect((await act(w, lawyer, id, 'confirm', { note: 'x' })).json()).toEqual({
      note: ['This field is not allowed.'],
    });
    expect((await act(w, lawyer, id, 'propose', { startsAt: 'tomorrow' })).statusCode).toBe(400);
    const offered = await inState('proposed');
    expect((await act(w, owner, offered, 'decline')).statusCode).toBe(200);
    // a confirm with no body at all, as a bare POST
    const bare = await w.app.api.inject({
      method: 'POST',
      url: `/api/consultations/${id}/confirm/`,
      headers: { authorization: `Bearer ${lawyer.access}` },
    });
    expect(bare.statusCode).toBe(200);
  });
});

describe('new times', () => {
  it("a client's new time must be one the lawyer offers; a taken one is 409 with other times", async () => {
    const id = await inState('requested');
    const offGrid = new Date(Date.parse(nextFree()) + 10 * 60_000).toISOString();
    const res = await act(w, owner, id, 'reschedule', { startsAt: offGrid });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ startsAt: ['Choose one of the offered start times.'] });
    const held = nextFree();
    await inState('confirmed', held);
    const taken = await act(w, owner, id, 'reschedule', { startsAt: held });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      detail: 'This time has just been taken. Please choose another.',
      nextSlots: expect.any(Array),
    });
  });

  it("a lawyer's proposal holds the new time with the buffer set now, and keeps the length", async () => {
    const id = await inState('requested');
    await setAvailability(w, lawyer, { bufferMinutes: 15 });
    // with the buffer the grid steps by 45 minutes: a free start on both grids
    const from = (free[0] ?? '').slice(0, 10);
    const withBuffer = (await slots(w, owner, lawyer.id, '', { from, days: 14 })).slots;
    const at = withBuffer.find((s) => free.includes(s));
    if (!at)
      throw new Error(
        `no free start on both grids: ${withBuffer.length} with the buffer, ${free.length} without`,
      );
    // its end and buffer reach into the next start on the 30-minute grid, which no later test may use
    free = free.filter((s) => s !== at && Date.parse(s) !== Date.parse(at) + 30 * 60_000);
    const res = await act(w, lawyer, id, 'propose', { startsAt: at });
    expect(res.statusCode, res.body).toBe(200);
    const row = await w.app.ctx.db
      .selectFrom('consultations')
      .select(['starts_at', 'ends_at', 'blocked_until'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.starts_at).toBe(at);
    expect(Date.parse(row.ends_at) - Date.parse(at)).toBe(30 * 60_000);
    expect(Date.parse(row.blocked_until) - Date.parse(row.ends_at)).toBe(15 * 60_000);
    await setAvailability(w, lawyer, { bufferMinutes: 0 });
  });
});

describe('a new time obeys the booking rules, whoever offers it', () => {
  it.each([
    ['far in the future', '9999-12-31T23:30:00Z', 'Choose a time within the next 60 days.'],
    ['beyond the horizon', '2030-06-01T10:00:00Z', 'Choose a time within the next 60 days.'],
    ['between two starts', 'off-grid', 'Choose one of the offered start times.'],
    ['a start with nanoseconds', 'nanoseconds', 'Choose one of the offered start times.'],
  ])('a proposal %s is a 400 on startsAt, and so is a rescheduling', async (_what, given, message) => {
    const start = nextFree();
    const startsAt =
      given === 'off-grid'
        ? new Date(Date.parse(start) + 10 * 60_000).toISOString()
        : given === 'nanoseconds'
          ? start.replace(/\.\d{3}Z$|Z$/, '.000000001Z')
          : given;
    const proposed = await act(w, lawyer, await inState('requested'), 'propose', { startsAt });
    expect([proposed.statusCode, proposed.json()]).toEqual([400, { startsAt: [message] }]);
    const moved = await act(w, owner, await inState('requested'), 'reschedule', { startsAt });
    expect([moved.statusCode, moved.json()]).toEqual([400, { startsAt: [message] }]);
  });
});

describe('a lawyer whose verification has lapsed', () => {
  it('may cancel, but not confirm or propose; the client cannot accept their time', async () => {
    const lapsed = await bookableLawyer(w, {}, 'Rowan Lapsed');
    const booker = await client(w.app, 'Pat Booker');
    const request = async (status: ConsultationStatus) => {
      const kept = await booked(w, booker, lapsed.id, (await slots(w, booker, lapsed.id)).slots[0] as string);
      if (status === 'proposed') {
        const free = (await slots(w, booker, lapsed.id)).slots[0] as string;
        expect((await act(w, lapsed, kept.id, 'propose', { startsAt: free })).statusCode).toBe(200);
      }
      return kept.id;
    };
    const requested = await request('requested');
    const proposed = await request('proposed');
    // a year and a day after the approval: lapsed at the yearly re-check
    await w.app.ctx.db
      .updateTable('verification_requests')
      .set({ verified_at: new Date(lapseCutoff(w.now()) - DAY).toISOString() })
      .where('user_id', '=', lapsed.id)
      .execute();
    // the client sees why the lawyer cannot answer
    const listed = (await call(w.app, 'GET', '/api/consultations/', booker.access)).json() as {
      results: Array<{ id: string; lawyer: { lapsed: boolean } }>;
    };
    expect(
      listed.results.filter((c) => c.id === requested || c.id === proposed).map((c) => c.lawyer.lapsed),
    ).toEqual([true, true]);
    const confirm = await act(w, lapsed, requested, 'confirm');
    expect([confirm.statusCode, confirm.json()]).toEqual([
      403,
      {
        detail:
          'Your verification has lapsed: you can cancel consultations, but not confirm them or propose times until you are verified again.',
      },
    ]);
    expect((await act(w, lapsed, requested, 'propose', { startsAt: nextFree() })).statusCode).toBe(403);
    const accept = await act(w, booker, proposed, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({
      detail:
        "This lawyer's verification has lapsed: they cannot take this consultation until they are verified again. You can cancel it.",
    });
    expect((await act(w, lapsed, proposed, 'cancel', { reason: 'No longer verified.' })).statusCode).toBe(
      200,
    );
  });
});

describe('what each side is shown', () => {
  it("the lawyer sees the client's first name and no number until confirmed; then both", async () => {
    const id = await inState('requested');
    const before = consultationSchema.parse(
      (await act(w, lawyer, id, 'propose', { startsAt: nextFree() })).json(),
    );
    expect(before.client.name).toBe('Harriet');
    expect(before.phone).toBeNull();
    expect(before.note).toBe('About the children');
    const told = await w.app.ctx.db
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', owner.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.text).toMatch(
      /^Alex Morgan proposed a new time for your consultation: \w{3}, \d+ \w{3} \d{4}, \d\d:\d\d (GMT|BST)\.$/,
    );
    const accepted = consultationSchema.parse((await act(w, owner, id, 'accept')).json());
    expect(accepted).toMatchObject({
      status: 'confirmed',
      phone: PHONE,
      client: { name: 'Harriet Quillfeather' },
    });
    const lawyerNotice = await w.app.ctx.db
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', lawyer.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(lawyerNotice.text).toMatch(/^Harriet Quillfeather accepted the new time: /);
    // the lawyer's upcoming consultations, page after page, until this one
    let found: { id: string; phone: string | null } | undefined;
    for (let page = 1; !found; page += 1) {
      const list = (
        await w.app.api.inject({
          url: `/api/consultations/?page=${page}`,
          headers: { authorization: `Bearer ${lawyer.access}` },
        })
      ).json() as { next: string | null; results: Array<{ id: string; phone: string | null }> };
      found = list.results.find((c) => c.id === id);
      if (!list.next) break;
    }
    expect(found?.phone).toBe(PHONE);
  });
});
