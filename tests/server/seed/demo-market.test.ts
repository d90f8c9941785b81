// The demo data is a believable market (docs/decisions/0093-a-believable-demo-market.md): enough
// verified lawyers of every area in every jurisdiction that a case finds one near it, every one of
// them with a lead by the real lead rule, people with names that are all different, profiles the
// form would accept, all dated from the configured clock at the first start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetailSchema, caseListSchema, leadListSchema } from '../../../src/api/cases-contract.ts';
import { CATEGORIES, matchResponseSchema, profileFieldsSchema } from '../../../src/api/contract.ts';
import { buildApp } from '../../../server/app.ts';
import { lawyerFacts } from '../../../server/repo/leads.ts';
import { leadsOf } from '../../../server/services/cases/leads.ts';
import { classify } from '../../../server/rules/classifier/classify.ts';
import { distanceKm, findPlace, placeIndex } from '../../../server/rules/places/geo.ts';
import type { Jurisdiction } from '../../../server/rules/places/geo.ts';
import { demoCases } from '../../../server/seed/demo-cases.ts';
import { DEMO_CLIENT, DEMO_LAWYER_EMAIL, DEMO_PASSWORD } from '../../../server/seed/demo-data.ts';
import { clientNames } from '../../../server/seed/demo-market.ts';
import { REPLIES } from '../../../server/seed/demo-replies.ts';
import { seedDemoReviews } from '../../../server/seed/seed-reviews.ts';
import { reviewFigures } from '../../../server/repo/ratings.ts';
import { toRating } from '../../../server/rules/rating.ts';
import { licenceProblem } from '../../../server/rules/verification/licence-numbers.ts';
import { renewalOf } from '../../../server/rules/verification/renewal.ts';
import { bearer, login, testConfig } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { freshBacking } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';

// a first start in mid-December: only approvals since 1 October count then (0088), so dates
// taken from the machine's clock instead of the configured one would show as lapsed
const NOW = Date.parse('2027-12-08T12:00:00Z');
const RADIUS_KM = 80;
const JURISDICTIONS: Jurisdiction[] = ['england-wales', 'scotland', 'northern-ireland'];

let app: TestApp;
let backing: Backing;
// the demo data's uploads take a while on the object-storage leg
beforeAll(async () => {
  backing = await freshBacking();
  const config = testConfig(backing, { SEED_DEMO: 'true' });
  const built = await buildApp(config, { clock: { now: () => NOW } });
  app = { ...built, dir: backing.dir, config, dispose: () => built.close() };
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await backing?.remove();
});

const verifiedLawyers = () =>
  app.ctx.db
    .selectFrom('users as u')
    .innerJoin('lawyer_profiles as p', 'p.user_id', 'u.id')
    .innerJoin('verification_requests as v', 'v.user_id', 'u.id')
    .select(['u.id', 'u.email', 'p.full_name', 'p.specialization', 'p.location', 'v.verified_at'])
    .where('u.is_verified', '=', 1)
    .execute();

describe('the demo market', () => {
  it('has at least 150 verified lawyers, every area in every jurisdiction, and no two people of one name', async () => {
    const lawyers = await verifiedLawyers();
    expect(lawyers.length).toBeGreaterThanOrEqual(150);
    const missing = CATEGORIES.flatMap((category) =>
      JURISDICTIONS.filter(
        (j) =>
          !lawyers.some((l) => l.specialization === category && findPlace(l.location)?.jurisdiction === j),
      ).map((j) => `${category} in ${j}`),
    );
    expect(missing).toEqual([]);
    // every demo lawyer, verified or waiting, and every client: one person per name
    const people = await app.ctx.db.selectFrom('users').select('name').where('role', '!=', 'admin').execute();
    const names = people.map((p) => p.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('has a lawyer of every area within 80 km of every town of 100,000 people, and of Derry, in its jurisdiction', async () => {
    const lawyers = (await verifiedLawyers()).map((l) => ({ ...l, place: findPlace(l.location) }));
    expect(lawyers.filter((l) => !l.place).map((l) => l.location)).toEqual([]);
    const towns = placeIndex().places.filter((p) => p.population >= 100_000 || p.key === 'derry');
    expect(towns.length).toBeGreaterThan(90);
    const far = CATEGORIES.flatMap((category) =>
      towns
        .filter(
          (town) =>
            !lawyers.some(
              ({ specialization, place }) =>
                specialization === category &&
                place?.jurisdiction === town.jurisdiction &&
                distanceKm(place, town) <= RADIUS_KM,
            ),
        )
        .map((town) => `${category} near ${town.name}`),
    );
    expect(far).toEqual([]);
  });

  it.each(['Leeds', 'Cardiff', 'Aberdeen', 'Derry', 'Plymouth', 'Inverness'])(
    'matches a family case in %s first with a family lawyer within 80 km',
    async (city) => {
      const res = await app.match.inject({
        method: 'POST',
        url: '/api/match-lawyer',
        payload: { city, issue: 'Help with arrangements for my children', category: 'Family Law' },
      });
      const [first] = matchResponseSchema.parse(res.json()).lawyers;
      const [here, there] = [findPlace(city), findPlace(first?.location ?? '')];
      if (!here || !there) throw new Error(`no lawyer found near ${city}`);
      expect(first?.specialization).toBe('Family Law');
      expect(there.jurisdiction).toBe(here.jurisdiction);
      expect(distanceKm(here, there)).toBeLessThanOrEqual(RADIUS_KM);
    },
  );

  it('gives every verified demo lawyer at least one lead by the lead rule, dated from the configured clock', async () => {
    const lawyers = await verifiedLawyers();
    const without: string[] = [];
    for (const { id, full_name, specialization, location } of lawyers) {
      const facts = await lawyerFacts(app.ctx.db, id);
      if (!facts || (await leadsOf(app.ctx.db, facts, NOW)).length === 0)
        without.push(`${full_name} (${specialization}, ${location})`);
    }
    expect(without).toEqual([]);
    expect(lawyers.filter((l) => renewalOf(l.verified_at, NOW)?.state !== 'current')).toEqual([]);
    expect(lawyers.filter((l) => Date.parse(l.verified_at ?? '') > NOW)).toEqual([]);
  });

  it('shows their leads to lawyers in each jurisdiction who sign in with the demo password', async () => {
    const lawyers = await verifiedLawyers();
    const emails = [
      DEMO_LAWYER_EMAIL,
      ...['Inverness', 'Derry', 'Plymouth', 'Aberdeen'].map(
        (city) => lawyers.find((l) => l.location === city && l.email !== DEMO_LAWYER_EMAIL)?.email ?? city,
      ),
    ];
    for (const email of emails) {
      const { tokens } = await login(app, email, DEMO_PASSWORD);
      const res = await app.api.inject({ url: '/api/cases/', headers: bearer(tokens.access) });
      const leads = leadListSchema.parse(res.json()).results;
      const own = lawyers.find((l) => l.email === email);
      expect(leads.length, email).toBeGreaterThanOrEqual(1);
      expect(leads.every((l) => l.category === own?.specialization && l.status === 'open')).toBe(true);
    }
  });

  it("keeps the demo client's case with two responses, and the answers of the market's cases", async () => {
    const { tokens } = await login(app, DEMO_CLIENT.email, DEMO_PASSWORD);
    const own = caseListSchema.parse(
      (await app.api.inject({ url: '/api/cases/', headers: bearer(tokens.access) })).json(),
    ).results;
    const answered = own.find((c) => c.responseCount === 2);
    const detail = caseDetailSchema.parse(
      (await app.api.inject({ url: `/api/cases/${answered?.id}/`, headers: bearer(tokens.access) })).json(),
    );
    expect(detail.responses.map((r) => r.lawyer.isVerified)).toEqual([true, true]);
    // every reply of the market, and of its cases of the past, found a lawyer the case is a lead for
    // (docs/decisions/0125-fair-leads-and-response-time.md)
    const past = demoCases().cases.filter((c) => c.closedHoursAgo !== undefined);
    const replies = Object.values(REPLIES).flat().length + past.flatMap((c) => c.responses).length;
    const { n } = await app.ctx.db
      .selectFrom('case_responses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2 + replies);
  });

  it('keeps profiles the profile form would accept, with numbers their regulators could issue', async () => {
    const profiles = await app.ctx.db.selectFrom('lawyer_profiles').selectAll().execute();
    const refused = profiles.filter(
      (p) =>
        licenceProblem(p.regulator, p.license_number) !== null ||
        !profileFieldsSchema.safeParse({
          regulator: p.regulator,
          full_name: p.full_name,
          specialization: p.specialization,
          location: p.location,
          experience_years: String(p.experience_years),
          license_number: p.license_number,
          education: p.education,
          bio: p.bio,
          hourly_rate: p.hourly_rate_pence === null ? '' : String(p.hourly_rate_pence / 100),
          first_consultation_fee: p.first_fee_pence === null ? '' : String(p.first_fee_pence / 100),
        }).success,
    );
    expect(refused.map((p) => p.full_name)).toEqual([]);
    expect(new Set(profiles.map((p) => p.license_number)).size).toBe(profiles.length);
  });
});

describe('the demo reviews', () => {
  const reviewRows = () =>
    app.ctx.db
      .selectFrom('reviews as r')
      .innerJoin('consultations as c', 'c.id', 'r.consultation_id')
      .select([
        'r.lawyer_id',
        'r.rating',
        'r.text',
        'r.created_at',
        'r.reply_text',
        'r.reply_at',
        'r.hidden_at',
        'c.lawyer_id as consultation_lawyer',
        'c.client_id',
        'c.status',
        'c.starts_at',
        'c.ends_at',
      ])
      .execute();

  it('give every verified demo lawyer a rating from reviews of their completed past consultations', async () => {
    const lawyers = await verifiedLawyers();
    const figures = await app.ctx.db
      .selectFrom('users as u')
      .select('u.id')
      .select(reviewFigures('u.id'))
      .where(
        'u.id',
        'in',
        lawyers.map((l) => l.id),
      )
      .execute();
    const rated = new Map(figures.map((f) => [f.id, toRating(f)]));
    expect(lawyers.filter((l) => (rated.get(l.id)?.reviews ?? 0) < 1).map((l) => l.full_name)).toEqual([]);
    expect([...rated.values()].every((r) => r.rating >= 3 && r.rating <= 5)).toBe(true);

    const rows = await reviewRows();
    // after the lawyer's first approval; the last may be a re-check since (0088)
    const approvals = await app.ctx.db
      .selectFrom('verification_events')
      .select(['user_id', 'at'])
      .where('action', '=', 'approved')
      .where('kind', '=', 'first')
      .execute();
    const approvedAt = new Map(approvals.map((a) => [a.user_id, Date.parse(a.at)]));
    const wrong = rows.filter(
      (r) =>
        r.lawyer_id !== r.consultation_lawyer ||
        r.status !== 'completed' ||
        r.hidden_at !== null ||
        Date.parse(r.starts_at) <= (approvedAt.get(r.lawyer_id) ?? Infinity) ||
        Date.parse(r.ends_at) >= Date.parse(r.created_at) ||
        Date.parse(r.created_at) >= NOW ||
        (r.reply_at !== null &&
          (Date.parse(r.reply_at) <= Date.parse(r.created_at) || Date.parse(r.reply_at) >= NOW)),
    );
    expect(wrong).toEqual([]);
    // mostly four and five stars, a few three, and a few replies
    const threes = rows.filter((r) => r.rating === 3).length;
    expect(rows.every((r) => r.rating >= 3)).toBe(true);
    expect(threes).toBeGreaterThan(0);
    expect(threes / rows.length).toBeLessThan(0.2);
    const replies = rows.filter((r) => r.reply_text !== null).length;
    expect(replies).toBeGreaterThan(0);
    expect(replies / rows.length).toBeLessThan(0.5);
  });

  it('read as written by different people over months: no text on two lawyers, no reply to a review without words, no lawyer named like the demo client', async () => {
    const rows = await reviewRows();
    const lawyersOf = new Map<string, Set<number>>();
    for (const r of rows.filter((row) => row.text.trim() !== '')) {
      lawyersOf.set(r.text, (lawyersOf.get(r.text) ?? new Set()).add(r.lawyer_id));
    }
    expect([...lawyersOf].filter(([, who]) => who.size > 1).map(([text]) => text)).toEqual([]);
    expect(rows.filter((r) => r.text.trim() === '' && r.reply_text !== null)).toEqual([]);
    // the reviews span months, not the week before the first start
    const months = new Set(rows.map((r) => r.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    const [given, family] = DEMO_CLIENT.name.split(' ');
    const namesakes = (await verifiedLawyers()).filter((l) => {
      const parts = l.full_name.split(' ');
      return parts.includes(given ?? '') || parts.includes(family ?? '');
    });
    expect(namesakes.map((l) => l.full_name)).toEqual([]);
  });

  it("leave the demo client's completed consultation with the demo lawyer for her to review", async () => {
    const ids = await app.ctx.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [DEMO_CLIENT.email, DEMO_LAWYER_EMAIL])
      .execute();
    const sarah = ids.find((u) => u.email === DEMO_CLIENT.email)?.id ?? -1;
    const amelia = ids.find((u) => u.email === DEMO_LAWYER_EMAIL)?.id ?? -1;
    const completed = await app.ctx.db
      .selectFrom('consultations as c')
      .leftJoin('reviews as r', 'r.consultation_id', 'c.id')
      .select(['c.id', 'r.id as review'])
      .where('c.client_id', '=', sarah)
      .where('c.status', '=', 'completed')
      .execute();
    expect(completed).toHaveLength(1);
    expect(completed[0]?.review).toBeNull();

    // Amelia's reviews are from other clients, and none of her consultations overlap
    const rows = await reviewRows();
    const hers = rows.filter((r) => r.lawyer_id === amelia);
    expect(hers.length).toBeGreaterThanOrEqual(2);
    expect(hers.some((r) => r.client_id === sarah)).toBe(false);
    const times = (
      await app.ctx.db
        .selectFrom('consultations')
        .select(['starts_at', 'ends_at'])
        .where('lawyer_id', '=', amelia)
        .orderBy('starts_at')
        .execute()
    ).map((c) => [Date.parse(c.starts_at), Date.parse(c.ends_at)] as const);
    expect(times.filter(([start], i) => i > 0 && start < (times[i - 1]?.[1] ?? 0))).toEqual([]);
  });

  it('are seeded once: a second run adds nothing', async () => {
    const before = (await reviewRows()).length;
    expect(await seedDemoReviews(app.ctx.db, NOW)).toBe(false);
    expect((await reviewRows()).length).toBe(before);
  });
});

describe('the demo cases', () => {
  const { cases } = demoCases();

  it('are each in the area the classifier reads in their description, in a UK place', () => {
    const misread = cases
      .filter((c) => classify(c.description).category !== c.category || !findPlace(c.location))
      .map((c) => `${c.title}: ${classify(c.description).category ?? 'none'} in ${c.location}`);
    expect(misread).toEqual([]);
  });

  it('answer only cases there are, and are the same on every run', () => {
    const titles = new Set(cases.map((c) => c.title));
    expect(Object.keys(REPLIES).filter((title) => !titles.has(title))).toEqual([]);
    expect(titles.size).toBe(cases.length);
    const [first, second] = [clientNames(), clientNames()];
    expect([first.next('Wales'), first.next('Scotland')]).toEqual([
      second.next('Wales'),
      second.next('Scotland'),
    ]);
  });
});
