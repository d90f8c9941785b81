// A small market for the "your data" tests (docs/decisions/0102-your-data.md): a verified lawyer
// with documents, a client with a case the lawyer answered, a completed consultation with the
// client's review and an upcoming one with the client's phone and note, a report of the review,
// and a bystander client whose case is in another area, which nobody else's data may mention.
import { consultationSchema } from '../../../src/api/booking-contract.ts';
import { nowIso } from '../../../server/db/database.ts';
import {
  act,
  bookableLawyer,
  booked,
  client,
  PHONE,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';
import { call, postCase, RESPONSE } from '../support/cases-fixtures.ts';

export const NOTE = 'Please ring after 2pm; the key safe code is 4417';
export const REVIEW_TEXT = 'Clear, patient advice about the children arrangements.';
export const REPORT_REASON = 'This review mentions a private detail of my case.';
export const BYSTANDER_CASE = {
  title: 'Dispute over a boundary wall',
  description: 'My neighbour Quentin Ashdown rebuilt the wall a metre onto my land last spring.',
  location: 'Leeds',
  category: 'Property Law',
};

export interface Market {
  w: World;
  lawyer: Person;
  client: Person;
  bystander: Person;
  caseId: string;
  bystanderCaseId: string;
  completedId: string;
  upcomingId: string;
  reviewId: number;
}

export async function market(): Promise<Market> {
  const w = await world();
  const lawyer = await bookableLawyer(w);
  const c = await client(w.app, 'Harriet Quillfeather');
  const bystander = await client(w.app, 'Oswald Pennyworth');
  const caseId = await postCase(w.app, c.access);
  const bystanderCaseId = await postCase(w.app, bystander.access, BYSTANDER_CASE);
  // with a quote whose price is the response's fee (docs/decisions/0124-quotes-on-responses.md)
  const answered = await call(w.app, 'POST', `/api/cases/${caseId}/responses/`, lawyer.access, {
    ...RESPONSE,
    quote: {
      pricing: { kind: 'fixed', amountPence: RESPONSE.fee.amountPence },
      vat: 'excluded',
      disbursements: [{ name: 'Court fee', amountPence: 5_800 }],
      includes: 'A first meeting and a letter setting out your options.',
      timescale: 'Within two weeks',
    },
  });
  if (answered.statusCode !== 201) throw new Error(`response: ${answered.statusCode} ${answered.body}`);

  // a consultation that took place: booked, confirmed, ended and completed
  const first = (await slots(w, c, lawyer.id)).slots[0];
  if (!first) throw new Error('no slot');
  const done = await booked(w, c, lawyer.id, first, { caseId });
  await act(w, lawyer, done.id, 'confirm');
  w.at(Date.parse(done.endsAt) + 60_000);
  const completed = await act(w, lawyer, done.id, 'complete');
  if (completed.statusCode !== 200) throw new Error(`complete: ${completed.statusCode} ${completed.body}`);

  // the review and a report of it, as rows: the review calls are another part's
  const db = w.app.ctx.db;
  const review = await db
    .insertInto('reviews')
    .values({
      consultation_id: Number(done.id),
      lawyer_id: lawyer.id,
      rating: 5,
      text: REVIEW_TEXT,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('review_reports')
    .values({ review_id: review.id, reporter_id: c.id, reason: REPORT_REASON, created_at: nowIso() })
    .execute();

  // an upcoming one, by phone, with the client's number and a note for the lawyer
  const next = (await slots(w, c, lawyer.id, '&type=phone')).slots[2];
  if (!next) throw new Error('no slot');
  const upcoming = await booked(w, c, lawyer.id, next, { type: 'phone', phone: PHONE, note: NOTE });
  return {
    w,
    lawyer,
    client: c,
    bystander,
    caseId,
    bystanderCaseId,
    completedId: done.id,
    upcomingId: consultationSchema.parse(upcoming).id,
    reviewId: review.id,
  };
}

export { PHONE };
export type { Person };
