// Calendar files, read back with an independent parser (ical.js): they parse, times are UTC,
// the UID survives every change while SEQUENCE climbs, STATUS follows the consultation, the
// meeting link and office appear only once agreed, and nothing the client wrote ever appears.
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES } from '../../../../src/api/booking-contract.ts';
import type { ConsultationAction, Side } from '../../../../src/api/booking-contract.ts';
import { calendarFeed, consultationEvent } from '../../../../server/rules/booking/calendar.ts';
import { transition } from '../../../../server/rules/booking/transition.ts';
import { CASE_TEXT, consultation } from './booking-fixtures.ts';

const NOW = new Date('2026-03-20T12:00:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const value = (name: string) => vevent.getFirstPropertyValue(name);
    const text = (name: string) => (value(name) === null ? null : String(value(name)));
    const time = (name: string) => {
      const t = value(name);
      if (!(t instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
      return { utc: t.zone === ICAL.Timezone.utcTimezone, iso: t.toJSDate().toISOString() };
    };
    return {
      uid: text('uid'),
      sequence: Number(value('sequence')),
      status: text('status'),
      summary: text('summary'),
      location: text('location'),
      url: text('url'),
      start: time('dtstart'),
      end: time('dtend'),
    };
  });
  return { method: String(calendar.getFirstPropertyValue('method')), events };
}
const only = (text: string) => {
  const { events } = parse(text);
  expect(events).toHaveLength(1);
  return events[0] as NonNullable<(typeof events)[0]>;
};

describe('one consultation as an .ics file', () => {
  it('is an RFC 5545 calendar with METHOD:PUBLISH and UTC times', () => {
    const text = consultationEvent(consultation({ status: 'confirmed' }), 'client', NOW);
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(parse(text).method).toBe('PUBLISH');
    expect(only(text)).toMatchObject({
      summary: 'Consultation with Amelia Hughes (LawMatch)',
      start: { utc: true, iso: '2026-03-30T08:00:00.000Z' },
      end: { utc: true, iso: '2026-03-30T08:30:00.000Z' },
      sequence: 0,
    });
    expect(text).toMatch(/^DTSTART:20260330T080000Z\r$/m);
  });

  it('names the other side', () => {
    expect(only(consultationEvent(consultation(), 'lawyer', NOW)).summary).toBe(
      'Consultation with Tom Baker (LawMatch)',
    );
  });

  it.each([
    ['requested', 'TENTATIVE'],
    ['proposed', 'TENTATIVE'],
    ['confirmed', 'CONFIRMED'],
    ['completed', 'CONFIRMED'],
    ['declined', 'CANCELLED'],
    ['cancelled', 'CANCELLED'],
  ] as const)('STATUS of a %s consultation is %s', (status, expected) => {
    expect(only(consultationEvent(consultation({ status }), 'client', NOW)).status).toBe(expected);
  });

  it.each([
    ['video', 'requested', {}, 'Video call', null],
    [
      'video',
      'confirmed',
      {},
      'https://meet.example.com/sarah-mitchell',
      'https://meet.example.com/sarah-mitchell',
    ],
    ['video', 'cancelled', {}, 'Video call', null],
    ['phone', 'confirmed', { joinUrl: null, phone: '07700 900123' }, 'Phone', null],
    [
      'in_person',
      'requested',
      { joinUrl: null, address: '1 Chancery Lane, London WC2A 1LF' },
      'In person',
      null,
    ],
    [
      'in_person',
      'confirmed',
      { joinUrl: null, address: '1 Chancery Lane, London WC2A 1LF' },
      '1 Chancery Lane, London WC2A 1LF',
      null,
    ],
  ] as const)(
    'a %s consultation, %s: the location as far as agreed',
    (type, status, extra, location, url) => {
      const event = only(consultationEvent(consultation({ type, status, ...extra }), 'client', NOW));
      expect([event.location, event.url]).toEqual([location, url]);
    },
  );
});

describe('a consultation through its changes', () => {
  it('keeps its UID while SEQUENCE climbs and STATUS follows', () => {
    const steps: [ConsultationAction, Side, string][] = [
      [{ type: 'propose', startsAt: '2026-03-31T09:00:00Z' }, 'lawyer', 'TENTATIVE'],
      [{ type: 'accept' }, 'client', 'CONFIRMED'],
      [{ type: 'reschedule', startsAt: '2026-04-02T10:00:00Z' }, 'client', 'TENTATIVE'],
      [{ type: 'confirm' }, 'lawyer', 'CONFIRMED'],
      [{ type: 'cancel', reason: CASE_TEXT }, 'lawyer', 'CANCELLED'],
    ];
    let c = consultation();
    const first = only(consultationEvent(c, 'client', NOW));
    let sequence = first.sequence;
    for (const [action, side, status] of steps) {
      const result = transition(c, action, side, NOW);
      if (!result.ok) throw new Error(JSON.stringify(result.body));
      c = result.consultation;
      const event = only(consultationEvent(c, 'client', NOW));
      expect(event.uid).toBe(first.uid);
      expect(event.sequence).toBeGreaterThan(sequence);
      expect(event.status).toBe(status);
      expect(event.start.iso).toBe(c.startsAt);
      sequence = event.sequence;
    }
  });
});

describe('the feed', () => {
  it('holds every consultation given, each under its own UID, cancelled ones marked so', () => {
    const list = [
      consultation({ id: '1', status: 'confirmed' }),
      consultation({ id: '2', status: 'cancelled' }),
      consultation({ id: '3' }),
    ];
    const text = calendarFeed(list, 'lawyer', NOW);
    const { method, events } = parse(text);
    expect(method).toBe('PUBLISH');
    expect(events.map((e) => [e.uid, e.status])).toEqual([
      ['consultation-1@lawmatch', 'CONFIRMED'],
      ['consultation-2@lawmatch', 'CANCELLED'],
      ['consultation-3@lawmatch', 'TENTATIVE'],
    ]);
    expect(text).toContain('X-WR-CALNAME:LawMatch consultations');
    expect(parse(consultationEvent(consultation({ id: '2' }), 'client', NOW)).events[0]?.uid).toBe(
      'consultation-2@lawmatch',
    );
  });

  it('an empty feed is still a calendar', () => {
    expect(parse(calendarFeed([], 'client', NOW)).events).toEqual([]);
  });
});

describe('any consultation, any names', () => {
  const name = fc.string({ minLength: 1, maxLength: 120, unit: 'grapheme' });
  const arb = fc.record({
    status: fc.constantFrom(...CONSULTATION_STATUSES),
    type: fc.constantFrom(...CONSULTATION_TYPES),
    lawyerName: name,
    clientName: name,
    sequence: fc.nat({ max: 10_000 }),
    feePence: fc.option(fc.nat({ max: 10_000_000 })),
    viewer: fc.constantFrom<Side>('client', 'lawyer'),
  });

  it('every file and feed parses, with the name intact and no case text or reason', () => {
    fc.assert(
      fc.property(arb, ({ lawyerName, clientName, viewer, ...fields }) => {
        const c = consultation({
          ...fields,
          lawyer: { id: '2', name: lawyerName, lapsed: false },
          client: { id: '3', name: clientName },
          phone: '07700 900123',
          address: '1 Chancery Lane',
          reason: CASE_TEXT,
          closedBy: 'client',
        });
        for (const text of [consultationEvent(c, viewer, NOW), calendarFeed([c, c], viewer, NOW)]) {
          const event = parse(text).events[0];
          const other = viewer === 'client' ? lawyerName : clientName;
          expect(event?.summary).toBe(`Consultation with ${other} (LawMatch)`);
          expect(event?.sequence).toBe(fields.sequence);
          expect(text).not.toContain('flat 4B');
          expect(text).not.toContain('07700');
        }
      }),
      { numRuns: 200 },
    );
  });
});
