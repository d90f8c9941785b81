// Everything kept about one person, for their download (GET /api/accounts/me/export/,
// docs/decisions/0102-your-data.md), and nothing about anyone else: the other side of a
// consultation by role and first name (a client) or public name (a lawyer), their contact details
// and notes left out; an admin by role, never by name.
import { EXPORT_FORMAT } from '../../src/api/account-data-contract.ts';
import type { AccountExport } from '../../src/api/account-data-contract.ts';
import type { OfferedFee, Side } from '../../src/api/booking-contract.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { availabilityOf } from './availability.ts';
import { firstName } from './cases.ts';
import { reviewOf, reviewRows } from './reviews.ts';
import { historyOf } from './verification-history.ts';

const FILES_NOTE =
  'The files themselves are not in this download. To receive a copy of a file you uploaded, write to the address on the contact page (/contact); copies are sent within one month.';

const feeOf = (kind: 'fixed' | 'hourly' | null, pence: number | null): OfferedFee | null =>
  kind && pence !== null ? { kind, amountPence: pence } : null;

/** Everything kept about the user, as the export contract (src/api/account-data-contract.ts) has it. */
export async function accountExport(db: Db, user: UserRow, at: Date): Promise<AccountExport> {
  const id = user.id;
  const side: Side | null = user.role === 'admin' ? null : user.role;
  const [
    profile,
    availability,
    documents,
    request,
    history,
    cases,
    responses,
    written,
    received,
    reports,
    notes,
  ] = await Promise.all([
    db.selectFrom('lawyer_profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
    user.role === 'lawyer' ? availabilityOf(db, id) : Promise.resolve(null),
    db.selectFrom('documents').selectAll().where('user_id', '=', id).orderBy('kind').execute(),
    db.selectFrom('verification_requests').selectAll().where('user_id', '=', id).executeTakeFirst(),
    historyOf(db, id),
    casesWithResponses(db, id),
    db.selectFrom('case_responses').selectAll().where('lawyer_id', '=', id).orderBy('id').execute(),
    reviewRows(db)
      .innerJoin('lawyer_profiles as lp', 'lp.user_id', 'rv.lawyer_id')
      .select('lp.full_name as lawyer_name')
      .where('c.client_id', '=', id)
      .orderBy('rv.id')
      .execute(),
    reviewRows(db)
      .where('rv.lawyer_id', '=', id)
      .where('rv.hidden_at', 'is', null)
      .orderBy('rv.id')
      .execute(),
    db.selectFrom('review_reports').selectAll().where('reporter_id', '=', id).orderBy('id').execute(),
    db.selectFrom('notifications').selectAll().where('user_id', '=', id).orderBy('id').execute(),
  ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: at.toISOString(),
    account: {
      id: String(id),
      email: user.email,
      name: user.name,
      role: user.role,
      isVerified: user.is_verified === 1,
      createdAt: user.created_at,
    },
    lawyerProfile: profile
      ? {
          fullName: profile.full_name,
          specialization: profile.specialization,
          location: profile.location,
          experienceYears: profile.experience_years,
          regulator: profile.regulator,
          licenseNumber: profile.license_number,
          education: profile.education,
          bio: profile.bio,
          hourlyRatePence: profile.hourly_rate_pence,
          firstFeePence: profile.first_fee_pence,
          updatedAt: profile.updated_at,
        }
      : null,
    availability,
    documents: {
      howToGetTheFiles: FILES_NOTE,
      items: documents.map((d) => ({
        kind: d.kind,
        name: `${d.kind}.${d.ext}`,
        mime: d.mime,
        size: d.size,
        uploadedAt: d.uploaded_at,
      })),
    },
    verification: {
      request: request
        ? {
            status: request.status,
            kind: request.kind,
            version: request.version,
            reason: request.reason,
            message: request.message,
            submittedAt: request.submitted_at,
            decidedAt: request.decided_at,
            verifiedAt: request.verified_at,
          }
        : null,
      // an admin is an admin here, not a name: the download is about its owner only
      history: history.map((e) => ({ ...e, by: e.by === null || e.by === 'Lawyer' ? e.by : 'An admin' })),
    },
    cases,
    responses: responses.map((r) => ({
      caseId: String(r.case_id),
      message: r.message,
      fee: feeOf(r.fee_kind, r.fee_pence),
      createdAt: r.created_at,
    })),
    consultations: side ? await consultationsOfParty(db, id, side) : [],
    reviewsWritten: written.map((row) => ({
      ...reviewOf(row),
      consultationId: String(row.consultation_id),
      lawyer: row.lawyer_name,
      hidden: row.hidden_at !== null,
    })),
    reviewsReceived: received.map(reviewOf),
    reportsMade: reports.map((r) => ({
      reviewId: String(r.review_id),
      reason: r.reason,
      createdAt: r.created_at,
    })),
    notifications: notes.map((n) => ({
      kind: n.kind,
      text: n.text,
      link: n.link,
      createdAt: n.created_at,
      readAt: n.read_at,
    })),
  };
}

/** The client's cases, oldest first, each with the responses it received (lawyers by public name). */
async function casesWithResponses(db: Db, clientId: number): Promise<AccountExport['cases']> {
  const [cases, responses] = await Promise.all([
    db.selectFrom('cases').selectAll().where('client_id', '=', clientId).orderBy('id').execute(),
    db
      .selectFrom('case_responses as r')
      .innerJoin('cases as k', 'k.id', 'r.case_id')
      .innerJoin('lawyer_profiles as p', 'p.user_id', 'r.lawyer_id')
      .select(['r.case_id', 'r.message', 'r.fee_kind', 'r.fee_pence', 'r.created_at', 'p.full_name'])
      .where('k.client_id', '=', clientId)
      .orderBy('r.id')
      .execute(),
  ]);
  return cases.map((c) => ({
    id: String(c.id),
    title: c.title,
    description: c.description,
    location: c.location,
    category: c.category,
    urgency: c.urgency,
    status: c.status,
    createdAt: c.created_at,
    closedAt: c.closed_at,
    responses: responses
      .filter((r) => r.case_id === c.id)
      .map((r) => ({
        lawyer: r.full_name,
        message: r.message,
        fee: feeOf(r.fee_kind, r.fee_pence),
        createdAt: r.created_at,
      })),
  }));
}

/**
 * The person's consultations, newest first: the other side by role and the name this side is
 * shown (a client's first name, a lawyer's public name); of the contact fields only the caller's
 * own (a client's phone and note, a lawyer's link and office), and a reason only when the caller
 * gave it.
 */
async function consultationsOfParty(
  db: Db,
  userId: number,
  side: Side,
): Promise<AccountExport['consultations']> {
  const rows = await db
    .selectFrom('consultations as c')
    .innerJoin('users as l', 'l.id', 'c.lawyer_id')
    .leftJoin('lawyer_profiles as p', 'p.user_id', 'c.lawyer_id')
    .innerJoin('users as cl', 'cl.id', 'c.client_id')
    .selectAll('c')
    .select((eb) => [eb.fn.coalesce('p.full_name', 'l.name').as('lawyer_name'), 'cl.name as client_name'])
    .where(side === 'lawyer' ? 'c.lawyer_id' : 'c.client_id', '=', userId)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  const client = side === 'client';
  return rows.map((c) => ({
    id: String(c.id),
    side,
    with: client
      ? { role: 'lawyer' as const, name: c.lawyer_name }
      : { role: 'client' as const, name: firstName(c.client_name) },
    caseId: c.case_id === null ? null : String(c.case_id),
    type: c.type,
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    status: c.status,
    feePence: c.fee_pence,
    phone: client ? c.phone : null,
    note: client ? c.note : null,
    joinUrl: client ? null : c.join_url,
    address: client ? null : c.address,
    reason: c.closed_by === side ? c.reason : null,
    closedBy: c.closed_by,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  }));
}
