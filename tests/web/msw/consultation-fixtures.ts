// Consultations between Vera Verified (lawyer) and Chloe Client, parsed with the contract's schema
// so they cannot drift from it: the seeded store of consultation-handlers.ts, and a builder for a
// test's own. Fixed dates in 2030, so the London times and zones (GMT, BST) read the same on any day.
import { consultationSchema, type Consultation } from '@/api/booking-contract';
import { accounts } from './fixtures';

const VERA = accounts['verified@example.com']!;
const CHLOE = accounts['client@example.com']!;

/** A consultation between Vera Verified (lawyer) and Chloe Client, as the store keeps it. */
export function consultationFixture(fields: Partial<Consultation> & { id: string }): Consultation {
  return consultationSchema.parse({
    lawyer: { id: VERA.id, name: VERA.name },
    client: { id: CHLOE.id, name: CHLOE.name },
    type: 'phone',
    startsAt: '2030-01-15T09:00:00Z',
    endsAt: '2030-01-15T09:30:00Z',
    status: 'requested',
    feePence: 6000,
    sequence: 0,
    createdAt: '2029-12-20T10:00:00Z',
    updatedAt: '2029-12-20T10:00:00Z',
    ...fields,
  });
}

/** Vera's four upcoming consultations, soonest first: one of each active state, two confirmed. */
export const seededConsultations = (): Consultation[] => [
  consultationFixture({
    id: '703',
    type: 'video',
    status: 'confirmed',
    startsAt: '2030-01-14T10:00:00Z',
    endsAt: '2030-01-14T10:30:00Z',
    feePence: 7500,
    joinUrl: 'https://meet.example.com/vera-verified',
  }),
  consultationFixture({
    id: '701',
    note: 'I would like to agree contact with my daughter before the school holidays.',
    phone: '07700 900123',
  }),
  consultationFixture({
    id: '704',
    status: 'confirmed',
    startsAt: '2030-07-16T13:00:00Z',
    endsAt: '2030-07-16T13:45:00Z',
    feePence: 9050,
    phone: '07700 900456',
  }),
  consultationFixture({
    id: '702',
    type: 'in_person',
    status: 'proposed',
    startsAt: '2030-07-18T14:00:00Z',
    endsAt: '2030-07-18T15:00:00Z',
    feePence: null,
    address: '1 Chancery Lane, London WC2A 1LS',
  }),
];
