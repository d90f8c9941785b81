import type { VerificationRequest } from '@/api/contract';

// docs/decisions/0008-admin-decisions-call-the-review-extension.md: shown, marked 'Sample
// data', when the backend has no review queue
// (its list call answers 404). Shaped like the spec §3 sample verification item.
export const SAMPLE_REQUESTS: readonly VerificationRequest[] = [
  {
    id: 'sample-1',
    name: 'Amelia Clarke',
    email: 'amelia.clarke@clarkelegal.co.uk',
    specialization: 'Family Law',
    city: 'London',
    experience: 9,
    barNumber: 'SRA-612847',
    submittedDate: '2026-03-10',
    documents: { id: true, degree: true, bar: true },
  },
  {
    id: 'sample-2',
    name: 'Daniel Price',
    email: 'daniel.price@valleysemployment.co.uk',
    specialization: 'Employment Law',
    city: 'Cardiff',
    experience: 5,
    barNumber: 'SRA-538120',
    submittedDate: '2026-03-12',
    documents: { id: true, degree: true, bar: false },
  },
  {
    id: 'sample-3',
    name: "Siobhan O'Neill",
    email: 'siobhan.oneill@lagansidelaw.com',
    specialization: 'Property Law',
    city: 'Belfast',
    experience: 14,
    barNumber: 'LSNI-204391',
    submittedDate: '2026-03-14',
    documents: { id: true, degree: false, bar: true },
  },
];
