// A verified lawyer's public profile and their reviews, GET /api/lawyers/{id}/ and
// GET /api/lawyers/{id}/reviews/?page=N, for anyone (docs/decisions/0101-reviews-from-consultations.md):
// the card's fields and the profile's, the types offered, the 3 newest reviews; 404 for anyone
// not verified now; the reviews newest first, 10 a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../src/api/booking-contract.ts';
import { publicLawyerSchema, reviewPageSchema } from '../../../src/api/reviews-contract.ts';
import { casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { FIELDS } from '../support/profile-fixtures.ts';
import { adminTokens, bearer } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { givenReviews, reviewedConsultation } from '../support/reviews-fixtures.ts';

let app: TestApp;
let admin: string;
let owner: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  owner = await client(app, 'Sarah Mitchell');
});
afterAll(async () => {
  await app.dispose();
});

const profile = (id: number | string) => app.api.inject({ url: `/api/lawyers/${id}/` });
const reviewPage = (id: number, query = '') => app.api.inject({ url: `/api/lawyers/${id}/reviews/${query}` });

describe('the public profile', () => {
  it("shows a verified lawyer's card, profile, types, first fee and 3 newest reviews, without a token", async () => {
    const me = await lawyer(app, admin, 'Employment Law', 'Leeds', { name: 'Priya Shah' });
    const settings = await app.api.inject({
      method: 'PUT',
      url: '/api/lawyers/me/availability/',
      headers: bearer(me.access),
      payload: { types: ['video', 'phone'], meetingUrl: 'https://meet.example.com/priya' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await app.ctx.db
      .updateTable('lawyer_profiles')
      .set({ hourly_rate_pence: 18_000, first_fee_pence: 4_500 })
      .where('user_id', '=', me.id)
      .execute();
    const ids = await givenReviews(app, me.id, owner.id, [5, 4, 4, 3]);
    const res = await profile(me.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = publicLawyerSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      id: String(me.id),
      name: 'Priya Shah',
      specialization: 'Employment Law',
      location: 'Leeds',
      experience: Number(FIELDS.experience_years),
      rating: 4,
      reviews: 4,
      isVerified: true,
      hourlyRate: 180,
      verifiedAt: expect.stringMatching(/Z$/),
      bio: FIELDS.bio,
      education: FIELDS.education,
      licenseNumber: FIELDS.license_number,
      regulator: expect.any(String),
      consultationTypes: ['video', 'phone'],
      firstFeePence: 4_500,
    });
    expect(body.profile_picture).toMatch(new RegExp(`/api/accounts/lawyers/${me.id}/photo/\\?v=`));
    // the fixture's reviews are older the later they are written: the first three are the newest
    expect(body.recentReviews.map((r) => r.id)).toEqual(ids.slice(0, 3).map(String));
    expect(body.recentReviews[0]).toMatchObject({ rating: 5, clientFirstName: 'Sarah', reply: null });
  });

  it('offers the default types while the lawyer has kept no settings, and says no fee where none is set', async () => {
    const me = await lawyer(app, admin, 'Employment Law', 'York');
    const body = publicLawyerSchema.parse((await profile(me.id)).json());
    expect(body).toMatchObject({
      consultationTypes: defaultAvailability().types,
      firstFeePence: null,
      hourlyRate: null,
      rating: 0,
      reviews: 0,
      recentReviews: [],
    });
  });

  it('is not found for a lawyer not verified now, a client, or no one: 404', async () => {
    const pending = await lawyer(app, admin, 'Employment Law', 'Leeds', { approve: false });
    const lapsed = await lawyer(app, admin, 'Employment Law', 'Leeds');
    await app.ctx.db
      .updateTable('verification_requests')
      .set({ verified_at: new Date(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000).toISOString() })
      .where('user_id', '=', lapsed.id)
      .execute();
    for (const id of [pending.id, lapsed.id, owner.id, 999_999, 'me', 'abc']) {
      const res = await profile(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toHaveProperty('detail');
      if (typeof id === 'number') expect((await reviewPage(id)).statusCode).toBe(404);
    }
  });
});

describe('the reviews, 10 a page', () => {
  it('pages 23 reviews newest first as 10, 10 and 3; page 4 is empty; hidden ones are left out', async () => {
    const me = await lawyer(app, admin, 'Employment Law', 'Hull');
    const base = Date.now() - 60 * 24 * 60 * 60 * 1000;
    const written: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const { reviewId } = await reviewedConsultation(app, {
        lawyerId: me.id,
        clientId: owner.id,
        rating: (i % 5) + 1,
        createdAt: new Date(base + i * 60_000).toISOString(),
      });
      written.push(String(reviewId));
    }
    await reviewedConsultation(app, {
      lawyerId: me.id,
      clientId: owner.id,
      rating: 1,
      hiddenReason: 'Abusive.',
    });
    const newestFirst = [...written].reverse();
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await reviewPage(me.id, `?page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(reviewPageSchema.parse(res.json()));
    }
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((p) => [p.count, p.page, p.pageSize])).toEqual([
      [23, 1, 10],
      [23, 2, 10],
      [23, 3, 10],
      [23, 4, 10],
    ]);
    expect(pages.flatMap((p) => p.results.map((r) => r.id))).toEqual(newestFirst);
    // no page is the first
    const first = reviewPageSchema.parse((await reviewPage(me.id)).json());
    expect(first.results.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    const body = publicLawyerSchema.parse((await profile(me.id)).json());
    expect(body.recentReviews.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
    expect(body.reviews).toBe(23);
  });

  it.each(['0', '-1', '1.5', 'abc'])('answers page=%s 400 on page', async (page) => {
    const me = await lawyer(app, admin, 'Employment Law', 'Hull');
    const res = await reviewPage(me.id, `?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ page: ['A valid page number is required.'] });
  });
});

describe("a lawyer's own reviews", () => {
  const own = (access?: string) =>
    app.api.inject({ url: '/api/lawyers/me/reviews/', headers: access ? bearer(access) : {} });

  it('are an empty page for a lawyer with none, verified or not, never a 404', async () => {
    const waiting = await lawyer(app, admin, 'Family Law', 'York', { approve: false, name: 'Nia Evans' });
    const res = await own(waiting.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(reviewPageSchema.parse(res.json())).toEqual({ count: 0, results: [], page: 1, pageSize: 10 });
    // the public call still has no profile for them
    expect((await reviewPage(waiting.id)).statusCode).toBe(404);
  });

  it("are the lawyer's visible reviews, for the lawyer alone", async () => {
    const me = await lawyer(app, admin, 'Employment Law', 'Hull', { name: 'Owen Price' });
    await givenReviews(app, me.id, owner.id, [5, 3]);
    const body = reviewPageSchema.parse((await own(me.access)).json());
    expect(body.count).toBe(2);
    expect(body.results.map((r) => r.rating).sort()).toEqual([3, 5]);
    expect((await own()).statusCode).toBe(401);
    expect((await own(owner.access)).statusCode).toBe(403);
  });
});
