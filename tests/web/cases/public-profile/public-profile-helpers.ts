// The public lawyer profile's backend for one test (docs/decisions/0103-public-lawyer-profile.md):
// GET /api/lawyers/{id}/, its reviews ten a page and POST /api/reviews/{id}/report/, answered as
// the contract says (every answer parsed with its schema), through server.use().
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import {
  REVIEWS_PAGE_SIZE,
  publicLawyerSchema,
  reasonSchema,
  reviewPageSchema,
  reviewSchema,
  type PublicLawyer,
  type Review,
} from '@/api/reviews-contract';
import { server } from '../../msw/server';

const base = `${apiConfig.profiles}/api`;
export const profileUrl = (id: string) => `${base}/lawyers/${id}/`;
const reviewsUrl = (id: string) => `${base}/lawyers/${id}/reviews/`;

export const LAWYER_ID = '101';

export const publicLawyer = (fields: Partial<PublicLawyer> = {}): PublicLawyer =>
  publicLawyerSchema.parse({
    id: LAWYER_ID,
    name: 'Sarah Mitchell',
    profile_picture: 'https://cdn.example.test/sarah.jpg',
    specialization: 'Family Law',
    rating: 4.5,
    reviews: 2,
    isVerified: true,
    location: 'Leeds',
    experience: 12,
    hourlyRate: 180,
    verifiedAt: '2026-03-03T10:00:00Z',
    bio: 'I help families through divorce and child arrangements.',
    education: 'LLB, University of Leeds',
    licenseNumber: '612345',
    regulator: 'SRA',
    consultationTypes: ['video', 'in_person'],
    recentReviews: [],
    ...fields,
  });

export const review = (n: number, fields: Partial<Review> = {}): Review =>
  reviewSchema.parse({
    id: String(700 + n),
    rating: 5 - (n % 2),
    text: `Review number ${n}`,
    clientFirstName: `Client${n}`,
    consultationMonth: '2026-09',
    createdAt: '2026-10-01T10:00:00Z',
    reply: null,
    ...fields,
  });

export const reviewsOf = (count: number) => Array.from({ length: count }, (_, i) => review(i + 1));

/** The profile answers `lawyer` (or `status` with a body) and its reviews `reviews`, ten a page. */
export function serveProfile(lawyer: PublicLawyer | { status: number }, reviews: Review[] = []) {
  const pages: number[] = [];
  server.use(
    http.get(profileUrl(LAWYER_ID), () =>
      'status' in lawyer
        ? HttpResponse.json({ detail: 'Not found.' }, { status: lawyer.status })
        : HttpResponse.json(lawyer),
    ),
    http.get(reviewsUrl(LAWYER_ID), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      pages.push(page);
      const results = reviews.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE);
      return HttpResponse.json(
        reviewPageSchema.parse({ count: reviews.length, page, pageSize: REVIEWS_PAGE_SIZE, results }),
      );
    }),
  );
  return { pages };
}

/** POST /api/reviews/{id}/report/: 201 the first time, 409 after; the reasons kept. */
export function serveReports(answer?: () => Response) {
  const reasons: string[] = [];
  server.use(
    http.post(`${base}/reviews/:id/report/`, async ({ request }) => {
      if (answer) return answer();
      const body = reasonSchema.safeParse(await request.json());
      if (!body.success) return HttpResponse.json({ reason: ['Invalid.'] }, { status: 400 });
      reasons.push(body.data.reason);
      return HttpResponse.json({ detail: 'Thank you.' }, { status: 201 });
    }),
  );
  return { reasons };
}
