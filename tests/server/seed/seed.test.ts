import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES, lawyerProfileSchema, verificationListSchema } from '../../../src/api/contract.ts';
import {
  caseDetailSchema,
  caseListSchema,
  leadListSchema,
  notificationListSchema,
} from '../../../src/api/cases-contract.ts';
import { DEMO_CLIENTS } from '../../../server/seed/demo-cases.ts';
import {
  DEMO_CLIENT,
  DEMO_LAWYER_EMAIL,
  DEMO_PASSWORD,
  DEMO_PENDING_EMAIL,
} from '../../../server/seed/demo-data.ts';
import { reviewFigures } from '../../../server/repo/ratings.ts';
import { toRating } from '../../../server/rules/rating.ts';
import { detectAllowedType } from '../../../server/uploads/file-types.ts';
import type { Database } from '../../../server/db/schema.ts';
import { ADMIN, adminTokens, bearer, login, makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { freshBacking } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';
import { licenceProblem } from '../../../server/rules/verification/licence-numbers.ts';
import { renewalOf } from '../../../server/rules/verification/renewal.ts';

const apps: TestApp[] = [];
let backing: Backing | undefined;
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await backing?.remove();
  backing = undefined;
});

// one backing per test, opened by one app or, for a restart, by two in turn
const open = async (env: Record<string, string>) => {
  backing ??= await freshBacking();
  const app = await makeApp(env, backing);
  apps.push(app);
  return app;
};
const count = async (app: TestApp, table: keyof Database) =>
  Number(
    (
      await app.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// the demo market's few hundred uploads take a while on the object-storage leg
// (docs/decisions/0093-a-believable-demo-market.md)
describe('demo data', { timeout: 60_000 }, () => {
  it('seeds verified lawyers across cities and categories, pending requests with real documents, and sign-ins', async () => {
    const app = await open({ SEED_DEMO: 'true' });
    const verified = await app.ctx.db
      .selectFrom('users as u')
      .innerJoin('lawyer_profiles as p', 'p.user_id', 'u.id')
      .innerJoin('verification_requests as v', 'v.user_id', 'u.id')
      .select(reviewFigures('u.id'))
      .select([
        'p.location',
        'p.specialization',
        'p.hourly_rate_pence',
        'p.regulator',
        'p.license_number',
        'v.verified_at',
      ])
      .where('u.is_verified', '=', 1)
      .execute();
    expect(verified.length).toBeGreaterThanOrEqual(24);
    // the market's past rings the bells but is not e-mailed (docs/decisions/0112-one-mail-outbox.md)
    expect(await count(app, 'notifications')).toBeGreaterThan(0);
    expect(await count(app, 'mail_outbox')).toBe(0);
    expect(new Set(verified.map((l) => l.location)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(verified.map((l) => l.specialization))).toEqual(new Set(CATEGORIES));
    expect(
      verified.every(
        (l) => l.hourly_rate_pence !== null && l.hourly_rate_pence >= 12_000 && l.hourly_rate_pence <= 45_000,
      ),
    ).toBe(true);
    // every rating comes from the lawyer's reviews (docs/decisions/0093-a-believable-demo-market.md)
    const ratings = verified.map(toRating);
    expect(ratings.filter((r) => r.reviews < 1 || r.rating < 3 || r.rating > 5)).toEqual([]);
    // every demo number is one its regulator could issue, and every demo lawyer is current
    expect(verified.filter((l) => licenceProblem(l.regulator, l.license_number) !== null)).toEqual([]);
    expect(verified.filter((l) => renewalOf(l.verified_at, Date.now())?.state !== 'current')).toEqual([]);

    const admin = (await adminTokens(app)).access;
    const pending = verificationListSchema.parse(
      (
        await app.api.inject({
          url: '/api/accounts/admin/verification-requests/?status=pending',
          headers: bearer(admin),
        })
      ).json(),
    ).results;
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const request of pending) {
      expect(request.documents).toEqual({ id: true, degree: true, bar: true, photo: true });
      for (const kind of ['government_id', 'law_degree', 'bar_certificate', 'profile_picture'] as const) {
        const res = await app.api.inject({
          url: `/api/accounts/admin/verification-requests/${request.id}/documents/${kind}/`,
          headers: bearer(admin),
        });
        const detected = await detectAllowedType(
          kind,
          res.rawPayload,
          `${kind}.${kind === 'profile_picture' ? 'png' : 'pdf'}`,
        );
        expect(detected.ok, `${request.email} ${kind}`).toBe(true);
      }
    }

    expect((await login(app, DEMO_CLIENT.email, DEMO_PASSWORD)).user).toMatchObject({
      role: 'client',
      isVerified: true,
    });
    expect((await login(app, DEMO_LAWYER_EMAIL, DEMO_PASSWORD)).user).toMatchObject({
      role: 'lawyer',
      isVerified: true,
    });
    // open cases in several cities: leads for the demo lawyer, and the demo client's case with
    // two responses (docs/decisions/0090-cases-leads-and-notifications.md)
    const lawyerSignIn = await login(app, DEMO_LAWYER_EMAIL, DEMO_PASSWORD);
    const leads = leadListSchema.parse(
      (await app.api.inject({ url: '/api/cases/', headers: bearer(lawyerSignIn.tokens.access) })).json(),
    ).results;
    expect(leads.length).toBeGreaterThanOrEqual(2);
    expect(leads.every((l) => l.category === 'Family Law' && l.status === 'open')).toBe(true);
    const clientSignIn = await login(app, DEMO_CLIENT.email, DEMO_PASSWORD);
    const own = caseListSchema.parse(
      (await app.api.inject({ url: '/api/cases/', headers: bearer(clientSignIn.tokens.access) })).json(),
    ).results;
    const answered = own.find((c) => c.responseCount === 2);
    expect(answered).toBeDefined();
    const detail = caseDetailSchema.parse(
      (
        await app.api.inject({
          url: `/api/cases/${answered?.id}/`,
          headers: bearer(clientSignIn.tokens.access),
        })
      ).json(),
    );
    expect(detail.responses.every((r) => r.lawyer.isVerified)).toBe(true);
    const bell = notificationListSchema.parse(
      (
        await app.api.inject({ url: '/api/notifications/', headers: bearer(clientSignIn.tokens.access) })
      ).json(),
    );
    // the two responses, and the two lawyers' latest messages (server/seed/demo-messages.ts)
    expect(bell.unread).toBe(4);
    expect(
      bell.results
        .filter((n) => n.readAt === null)
        .map((n) => n.kind)
        .sort(),
    ).toEqual(['case_response', 'case_response', 'message', 'message']);
    const cities = await app.ctx.db
      .selectFrom('cases')
      .select('location')
      .where('status', '=', 'open')
      .execute();
    expect(new Set(cities.map((c) => c.location)).size).toBeGreaterThanOrEqual(5);
    for (const { email } of DEMO_CLIENTS) {
      expect((await login(app, email, DEMO_PASSWORD)).user).toMatchObject({ role: 'client' });
    }

    const waiting = await login(app, DEMO_PENDING_EMAIL, DEMO_PASSWORD);
    expect(waiting.user).toMatchObject({ role: 'lawyer', isVerified: false });
    const profile = lawyerProfileSchema.parse(
      (
        await app.api.inject({
          url: '/api/accounts/lawyer-profiles/me/',
          headers: bearer(waiting.tokens.access),
        })
      ).json(),
    );
    expect(profile.verification.status).toBe('pending');
  });

  it('runs once: a restart on the same folder adds nothing and keeps tokens valid', async () => {
    const first = await open({ SEED_DEMO: 'true' });
    const tables = [
      'users',
      'lawyer_profiles',
      'documents',
      'verification_requests',
      'cases',
      'case_responses',
      'notifications',
      'consultations',
      'reviews',
      'conversations',
      'messages',
      'message_attachments',
    ] as const;
    const before = await Promise.all(tables.map((t) => count(first, t)));
    const files = (await first.ctx.store.list()).sort();
    const { access } = (await login(first, ADMIN.email, ADMIN.password)).tokens;
    await first.close();
    apps.splice(0);
    const second = await open({ SEED_DEMO: 'true' });
    expect(await Promise.all(tables.map((t) => count(second, t)))).toEqual(before);
    expect((await second.ctx.store.list()).sort()).toEqual(files);
    // the generated JWT secret was kept in the data folder
    expect((await second.api.inject({ url: '/api/accounts/me/', headers: bearer(access) })).statusCode).toBe(
      200,
    );
  });

  it('creates only the admin when SEED_DEMO is false', async () => {
    const app = await open({
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'Boss@Example.test',
      ADMIN_PASSWORD: 'a-strong-one-77',
    });
    expect(await count(app, 'users')).toBe(1);
    expect((await login(app, 'boss@example.test', 'a-strong-one-77')).user).toMatchObject({
      role: 'admin',
      isVerified: true,
    });
  });
});
