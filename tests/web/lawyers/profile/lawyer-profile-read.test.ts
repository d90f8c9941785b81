// The lawyer's own profile is read by hand (docs/decisions/0160-first-answers-read-by-hand.md): the
// reader must read what the contract's schema reads, from the smallest answer it allows to a full
// one, and refuse what it refuses.
import { describe, expect, it } from 'vitest';
import { lawyerProfileSchema } from '@/api/contract';
import { readLawyerProfile } from '@/api/profiles';

const documents = { profile_picture: false, government_id: false, law_degree: false, bar_certificate: false };

const smallest = { profile: null, documents, verification: { status: 'not_submitted' } };

const full = {
  profile: {
    full_name: 'Liam Lawyer',
    specialization: 'Employment Law',
    location: 'Leeds',
    experience_years: 9,
    license_number: '771204',
    education: 'LLB',
    bio: 'Employment tribunal claims.',
    regulator: 'SRA',
    hourly_rate: 180.5,
    first_consultation_fee: null,
  },
  documents: { ...documents, government_id: true },
  verification: {
    status: 'approved',
    reason: null,
    message: 'Welcome',
    submittedAt: '2026-11-20T10:00:00Z',
    verified: true,
    verifiedAt: '2026-11-21T10:00:00Z',
    kind: 'change',
    pendingChange: { full_name: 'Liam Lawyer-Hughes', regulator: 'BSB', license_number: '1' },
    renewal: { state: 'due', dueBy: '2027-11-21', leavesMatchingOn: null },
    idDeletesAt: '2027-01-01T00:00:00Z',
    idDeletedAt: null,
  },
  review: 'none',
  someFieldAdded: 'kept out',
};

describe("the lawyer's own profile reader", () => {
  it.each([
    ['the smallest answer', smallest],
    ['a full answer', full],
  ])('reads %s as the contract does', (_, answer) => {
    expect(readLawyerProfile(answer)).toEqual(lawyerProfileSchema.parse(answer));
  });

  it.each([
    ['no profile field', { ...smallest, profile: undefined }],
    ['a document not said', { ...smallest, documents: { ...documents, law_degree: undefined } }],
    ['an unknown status', { ...smallest, verification: { status: 'waiting' } }],
    ['years as text', { ...full, profile: { ...full.profile, experience_years: '9' } }],
    ['an unknown regulator', { ...full, profile: { ...full.profile, regulator: 'ABC' } }],
    [
      'an unknown renewal state',
      { ...full, verification: { ...full.verification, renewal: { state: 'late' } } },
    ],
    ['an unknown kind of review', { ...full, review: 'second' }],
    ['a list', [smallest]],
  ])('refuses %s, as the contract does', (_, answer) => {
    expect(lawyerProfileSchema.safeParse(answer).success).toBe(false);
    expect(() => readLawyerProfile(answer)).toThrow();
  });
});
