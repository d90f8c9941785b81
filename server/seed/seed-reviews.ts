// The demo lawyers' reviews, from consultations that happened (docs/decisions/0093-a-believable-demo-market.md,
// docs/decisions/0101-reviews-from-consultations.md): each verified demo lawyer has a handful of
// completed consultations with the market's clients, spread over the months since their first
// approval, each with a review (mostly four or five stars, a few three, some without words), a
// few with the lawyer's reply to what the review says. The demo client's own
// completed consultation with the demo lawyer (seed-consultations.ts) stays without one, for the
// walkthrough to write. Everything comes from a hash of the lawyer's name and the configured
// clock: every fresh data folder has the same reviews. Runs once, after the demo consultations.
import type { Kysely } from 'kysely';
import { LONDON, feeFor } from '../../src/api/booking-contract.ts';
import { HOUR, MINUTE, addDays, wallClock, wallToInstant } from '../rules/booking/wall-time.ts';
import type { Database, Db } from '../db/schema.ts';
import { recordLawyerChange } from '../repo/lawyer-changes.ts';
import { claim } from './claim.ts';
import { DEMO_CLIENTS, demoCases } from './demo-cases.ts';
import { DEMO_CLIENT, emailOf } from './demo-data.ts';
import { countryOf, verifiedLawyers } from './demo-market.ts';
import { hashOf } from './demo-profile-text.ts';
import { DURATION_MINUTES, ReviewBook, planFor } from './demo-reviews.ts';
import type { ReviewedLawyer } from './demo-reviews.ts';

/** rows a statement writes at most: well inside both databases' limits on parameters */
const CHUNK = 200;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** The market's clients (not the named ones of the walkthrough), by the country of their case. */
async function reviewers(trx: Kysely<Database>): Promise<Map<string, number[]>> {
  const { clients, cases } = demoCases();
  const named = new Set([DEMO_CLIENT.email, ...DEMO_CLIENTS.map((c) => c.email)]);
  const emails = clients.map((c) => c.email).filter((email) => !named.has(email));
  if (emails.length === 0) return new Map();
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'client')
    .where('deleted_at', 'is', null)
    .where('email', 'in', emails)
    .orderBy('id')
    .execute();
  const where = new Map(cases.map((c) => [c.client, countryOf(c.location)]));
  const byCountry = new Map<string, number[]>([['all', []]]);
  for (const { id, email } of rows) {
    const country = where.get(email) ?? 'England';
    byCountry.set(country, [...(byCountry.get(country) ?? []), id]);
    byCountry.get('all')?.push(id);
  }
  return byCountry;
}

async function demoLawyers(trx: Kysely<Database>): Promise<ReviewedLawyer[]> {
  const rows = await trx
    .selectFrom('users as u')
    .innerJoin('lawyer_profiles as p', 'p.user_id', 'u.id')
    .innerJoin('verification_requests as v', 'v.user_id', 'u.id')
    .select([
      'u.id',
      'p.full_name',
      'p.specialization',
      'p.location',
      'p.regulator',
      'p.hourly_rate_pence',
      'p.first_fee_pence',
      'v.verified_at',
    ])
    .where('u.is_verified', '=', 1)
    .where('u.email', 'in', verifiedLawyers().map(emailOf))
    .orderBy('u.id')
    .execute();
  // the first approval, from the history; a folder seeded before the history was kept has the last
  const firsts = await trx
    .selectFrom('verification_events')
    .select(['user_id', (eb) => eb.fn.min('at').as('at')])
    .where('action', '=', 'approved')
    .where('kind', '=', 'first')
    .where('user_id', 'in', rows.length > 0 ? rows.map((r) => r.id) : [-1])
    .groupBy('user_id')
    .execute();
  const firstApproval = new Map(firsts.map((f) => [f.user_id, f.at]));
  return rows.flatMap((r) => {
    const since = firstApproval.get(r.id) ?? r.verified_at;
    return since === null
      ? []
      : [
          {
            id: r.id,
            name: r.full_name,
            specialization: r.specialization,
            location: r.location,
            regulator: r.regulator,
            rate: r.hourly_rate_pence,
            firstFee: r.first_fee_pence,
            since,
          },
        ];
  });
}

export async function seedDemoReviews(db: Db, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, 'seeded_demo_reviews'))) return false;
    const [lawyers, clients] = await Promise.all([demoLawyers(trx), reviewers(trx)]);
    const everyone = clients.get('all') ?? [];
    if (lawyers.length === 0 || everyone.length === 0) return true;
    const kept = await trx
      .selectFrom('consultations')
      .select(['lawyer_id', 'starts_at', 'blocked_until'])
      .where(
        'lawyer_id',
        'in',
        lawyers.map((l) => l.id),
      )
      .execute();
    const book = new ReviewBook();
    const plans = lawyers.flatMap((lawyer) => {
      const busy = kept
        .filter((c) => c.lawyer_id === lawyer.id)
        .map((c): [number, number] => [Date.parse(c.starts_at), Date.parse(c.blocked_until)]);
      const near = clients.get(countryOf(lawyer.location)) ?? [];
      return planFor(lawyer, near.length >= 3 ? near : everyone, busy, book, now);
    });
    const at = (ms: number) => new Date(ms).toISOString();
    for (const rows of chunks(plans)) {
      await trx
        .insertInto('consultations')
        .values(
          rows.map(({ lawyer, clientId, start }) => {
            const end = start + DURATION_MINUTES * MINUTE;
            return {
              lawyer_id: lawyer.id,
              client_id: clientId,
              type: start % 3 === 0 ? ('phone' as const) : ('video' as const),
              starts_at: at(start),
              ends_at: at(end),
              blocked_until: at(end),
              status: 'completed' as const,
              fee_pence: feeFor(lawyer.rate, DURATION_MINUTES, null, lawyer.firstFee),
              sequence: 1,
              // booked a day to three ahead, after the lawyer's approval
              created_at: at(start - Math.min(72 * HOUR, (start - Date.parse(lawyer.since)) / 2)),
              updated_at: at(Math.min(now, end + HOUR)),
            };
          }),
        )
        .execute();
    }
    // the consultations just written, by lawyer and start (one lawyer's starts never repeat)
    const written = await trx
      .selectFrom('consultations')
      .select(['id', 'lawyer_id', 'starts_at'])
      .where('status', '=', 'completed')
      .where(
        'lawyer_id',
        'in',
        lawyers.map((l) => l.id),
      )
      .execute();
    const idOf = new Map(written.map((c) => [`${c.lawyer_id} ${Date.parse(c.starts_at)}`, c.id]));
    const reviews = plans.flatMap((plan) => {
      const consultationId = idOf.get(`${plan.lawyer.id} ${plan.start}`);
      if (consultationId === undefined) return [];
      const end = plan.start + DURATION_MINUTES * MINUTE;
      // written that evening or one of the next two, never after now
      const h = hashOf(`${plan.lawyer.name} ${plan.start}`);
      const evening = wallToInstant(
        addDays(wallClock(end, LONDON).date, h % 3),
        18 * 60 + ((h >>> 4) % 8) * 30,
        LONDON,
      );
      const created = Math.min(Math.max(evening, end + 2 * HOUR), now - HOUR);
      // the lawyer answers a day to four days later
      const replied = Math.min(created + (20 + ((h >>> 8) % 4) * 24) * HOUR, now - 30 * MINUTE);
      return [
        {
          consultation_id: consultationId,
          lawyer_id: plan.lawyer.id,
          rating: plan.rating,
          text: plan.text,
          created_at: at(created),
          reply_text: plan.reply,
          reply_at: plan.reply === null ? null : at(replied),
        },
      ];
    });
    for (const rows of chunks(reviews)) await trx.insertInto('reviews').values(rows).execute();
    // every instance's matching index re-reads these lawyers' ratings (docs/decisions/0041-stateless-instances.md)
    for (const lawyer of lawyers) await recordLawyerChange(trx, lawyer.id);
    return true;
  });
}
