// The public profile reads its answers by hand, without zod (docs/decisions/0103-public-lawyer-profile.md):
// it must read what the contract's schemas read, from the smallest answer they allow to a full one,
// and refuse what they refuse.
import { describe, expect, it } from 'vitest';
import { publicLawyerSchema, reviewPageSchema } from '@/api/reviews-contract';
import { readPublicLawyer, readReviewPage } from '@/features/cases/public-profile/public-profile-read';
import { fullService, fullServices } from '../../services/services-helpers';

const smallest = {
  id: 7,
  name: 'Amelia Hughes',
  specialization: 'Family Law',
  rating: 0,
  reviews: 0,
  isVerified: true,
  location: 'Leeds',
  experience: 0,
  bio: '',
  education: '',
  licenseNumber: '1',
};

const review = {
  id: 'r1',
  rating: 4,
  text: '',
  clientFirstName: null,
  consultationMonth: '2026-10',
  createdAt: '2026-10-01T09:00:00Z',
};

const full = {
  ...smallest,
  profile_picture: 'https://cdn.example.test/a.jpg',
  rating: 4.5,
  reviews: 2,
  hourlyRate: 180.5,
  verifiedAt: '2026-03-03T10:00:00Z',
  distance: null,
  regulator: 'BSB',
  consultationTypes: ['video', 'phone', 'in_person'],
  firstFeePence: 5000,
  recentReviews: [
    review,
    { ...review, id: 9, reply: { text: 'Thanks', createdAt: '2026-10-02T09:00:00.123Z' } },
  ],
  someFieldAdded: 'kept out',
  // the services and prices (docs/services-and-prices.md)
  ...fullServices,
};

const service = fullService;

describe('the public profile reader', () => {
  it.each([
    ['the smallest answer', smallest],
    ['a full answer', full],
  ])('reads %s as the contract does', (_, answer) => {
    const bySchema = publicLawyerSchema.parse(answer);
    const byHand = readPublicLawyer(answer);
    // the contract's optional fields read as absent (null) by hand
    for (const [key, value] of Object.entries(bySchema))
      expect(byHand[key as keyof typeof byHand] ?? null, key).toEqual(value ?? null);
  });

  it.each([
    ['no name', { ...smallest, name: undefined }],
    ['a rating above 5', { ...smallest, rating: 5.5 }],
    ['a negative count', { ...smallest, reviews: -1 }],
    ['an unknown consultation type', { ...smallest, consultationTypes: ['fax'] }],
    ['a review of 0 stars', { ...smallest, recentReviews: [{ ...review, rating: 0 }] }],
    [
      'a time without its zone',
      { ...smallest, recentReviews: [{ ...review, createdAt: '2026-10-01T09:00:00' }] },
    ],
    ['a list', [smallest]],
    [
      'a range upside down',
      { ...smallest, services: [{ ...service, pricing: { kind: 'range', fromPence: 2, toPence: 1 } }] },
    ],
    [
      'an unknown pricing kind',
      { ...smallest, services: [{ ...service, pricing: { kind: 'weekly', amountPence: 1 } }] },
    ],
    ['an unknown service', { ...smallest, services: [{ ...service, service: 'divorce' }] }],
    ['an unknown VAT basis', { ...smallest, services: [{ ...service, vat: 'sometimes' }] }],
    ['insurance of no cover', { ...smallest, indemnityInsurance: { insurer: 'N', coverPence: 0 } }],
  ])('refuses %s, as the contract does', (_, answer) => {
    expect(publicLawyerSchema.safeParse(answer).success).toBe(false);
    expect(() => readPublicLawyer(answer)).toThrow();
  });

  it('reads a page of reviews as the contract does, and refuses one without results', () => {
    const page = { count: 11, page: 2, pageSize: 10, results: [review] };
    expect(readReviewPage(page)).toEqual(reviewPageSchema.parse(page));
    const empty = { count: 0, page: 1, pageSize: 10, results: [] };
    expect(readReviewPage(empty)).toEqual(reviewPageSchema.parse(empty));
    expect(() => readReviewPage({ count: 0, page: 1, pageSize: 10 })).toThrow();
    expect(reviewPageSchema.safeParse({ count: 0, page: 1, pageSize: 10 }).success).toBe(false);
  });
});
