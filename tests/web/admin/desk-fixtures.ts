// The requests and histories of the backend with the lists by state (desk-backend.ts): the
// smallest valid shapes, parsed with the contract's schemas.
import type { z } from 'zod';
import { verificationEventSchema, verificationRequestSchema, type VerificationEvent } from '@/api/contract';

type RequestInput = z.input<typeof verificationRequestSchema>;
const request = (fields: Partial<RequestInput> & Pick<RequestInput, 'id' | 'name' | 'barNumber'>) =>
  verificationRequestSchema.parse({
    email: `${fields.name.toLowerCase().replace(/\W+/g, '.')}@example.co.uk`,
    specialization: 'Family Law',
    city: 'Leeds',
    experience: 5,
    submittedDate: '2026-03-20T09:30:00Z',
    documents: { id: true, degree: true, bar: true },
    status: 'pending',
    version: 1,
    kind: 'first',
    regulator: 'SRA',
    education: '',
    bio: '',
    ...fields,
  });

/** Six requests, one or more in each list. */
export const deskRequests = () => [
  request({
    id: 601,
    name: 'Priya Shah',
    barNumber: '612001',
    education: 'LLB Law, University of Leeds',
    bio: 'Family solicitor helping parents agree arrangements for children.',
  }),
  request({ id: 602, name: 'Owen Price', barNumber: 'BSB77120', regulator: 'BSB', city: 'Cardiff' }),
  request({
    id: 603,
    name: 'Tom Hughes',
    barNumber: '300300',
    kind: 'change',
    verifiedAt: '2025-06-01T10:00:00Z',
    pendingChange: { full_name: 'Thomas Hughes', regulator: 'SRA', license_number: '300301' },
    documentsUploadedAt: {
      government_id: '2026-03-18T08:00:00Z',
      law_degree: '2025-05-30T08:00:00Z',
      bar_certificate: '2025-05-30T08:00:00Z',
    },
  }),
  request({
    id: 604,
    name: 'Hannah Cole',
    barNumber: '404404',
    status: 'info_requested',
    message: 'A clearer ID, please.',
  }),
  request({
    id: 605,
    name: 'Fiona MacLeod',
    barNumber: 'LSS-5501',
    regulator: 'LSS',
    status: 'approved',
    verifiedAt: '2026-03-10T12:00:00Z',
    idDeletesAt: '2026-04-09T12:00:00Z',
  }),
  request({
    id: 606,
    name: 'Gareth Evans',
    barNumber: '606606',
    status: 'rejected',
    reason: 'Licence number not on the register.',
    documents: { id: false, degree: true, bar: true },
    idDeletedAt: '2026-05-02T09:15:00Z',
  }),
];

type EventInput = z.input<typeof verificationEventSchema>;
export const historyEvent = (fields: Partial<EventInput> & Pick<EventInput, 'id' | 'at' | 'action'>) =>
  verificationEventSchema.parse({
    kind: 'first',
    version: 1,
    by: 'Lawyer',
    note: null,
    changes: [],
    ...fields,
  });

/** Gareth Evans's request: sent, rejected, and his ID deleted 30 days later. */
export const deskHistories = (): Record<string, VerificationEvent[]> => ({
  '606': [
    historyEvent({ id: 1, at: '2026-03-20T09:30:00Z', action: 'submitted' }),
    historyEvent({
      id: 2,
      at: '2026-04-02T09:15:00Z',
      action: 'rejected',
      by: 'Ada Admin (admin)',
      note: 'Licence number not on the register.',
    }),
    historyEvent({ id: 3, at: '2026-05-02T09:15:00Z', action: 'id_deleted', by: null }),
  ],
});
