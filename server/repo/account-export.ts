// Everything kept about one person, for their download (GET /api/accounts/me/export/,
// docs/decisions/0102-your-data.md), and of anyone else only what the person was shown: the other
// side of a consultation as GET /api/consultations/ shows it to the person's side; an admin by
// role, never by name. Where each column of the database goes, or why it stays out, is
// account-export-coverage.ts (docs/decisions/0114-the-export-checked-table-by-table.md).
import { EXPORT_FORMAT, EXPORT_PAGE_SIZE } from '../../src/api/account-data-contract.ts';
import type { AccountExport } from '../../src/api/account-data-contract.ts';
import type { Side } from '../../src/api/booking-contract.ts';
import type { VerifiedFacts } from '../../src/api/contract.ts';
import type { Db, UserRow } from '../db/schema.ts';
import { availabilityOf } from './availability.ts';
import { quoteOf } from './case-responses.ts';
import { casesWithResponses, consultationsOfParty, feeOf } from './account-export-dealings.ts';
import { calendarFeedOf, emailsTo, leadsHiddenBy, linksOf, sessionsOf } from './account-export-records.ts';
import { conversationsOfPerson, messagesOfPerson } from './account-export-conversations.ts';
import { servicesOf, servicesSavedAt } from './lawyer-services.ts';
import { counts } from './ratings.ts';
import { heldFor, reviewOf, reviewRows } from './reviews.ts';
import { historyOf } from './verification-history.ts';

const FILES_NOTE =
  'The files themselves are not in this download. To receive a copy of a file you uploaded, write to the address on the contact page (/contact); copies are sent within one month.';

/** The verified facts a change proposes, kept as JSON, in the export's words. */
function proposedFacts(
  proposed: string,
): NonNullable<AccountExport['verification']['request']>['pendingChange'] {
  const facts = JSON.parse(proposed) as VerifiedFacts;
  return { fullName: facts.full_name, regulator: facts.regulator, licenseNumber: facts.license_number };
}

/**
 * A page of everything kept about the user, as the export contract (src/api/account-data-contract.ts)
 * has it: the single facts, and the `page`-th EXPORT_PAGE_SIZE of each list; `more` while any list
 * goes on past this page.
 */
export async function accountExport(
  db: Db,
  user: UserRow,
  at: Date,
  page: number,
): Promise<{ data: AccountExport; more: boolean }> {
  const id = user.id;
  const side: Side | null = user.role === 'admin' ? null : user.role;
  // one more than a page of each list: whether another page is needed
  const part = { offset: (page - 1) * EXPORT_PAGE_SIZE, limit: EXPORT_PAGE_SIZE + 1 };
  const paged = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q): Q =>
    query.limit(part.limit).offset(part.offset);
  const lawyer = user.role === 'lawyer';
  const [
    profile,
    availability,
    settingsSaved,
    documents,
    request,
    history,
    cases,
    responses,
    hidden,
    written,
    received,
    reports,
    notes,
    sessions,
    emails,
    links,
    calendarFeed,
  ] = await Promise.all([
    db.selectFrom('lawyer_profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
    lawyer ? availabilityOf(db, id) : Promise.resolve(null),
    db.selectFrom('lawyer_availability').select('updated_at').where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('documents').selectAll().where('user_id', '=', id).orderBy('kind').execute(),
    db.selectFrom('verification_requests').selectAll().where('user_id', '=', id).executeTakeFirst(),
    historyOf(db, id),
    casesWithResponses(db, id, part),
    paged(db.selectFrom('case_responses').selectAll().where('lawyer_id', '=', id).orderBy('id')).execute(),
    leadsHiddenBy(db, id, part),
    paged(
      reviewRows(db)
        .innerJoin('lawyer_profiles as lp', 'lp.user_id', 'rv.lawyer_id')
        .select('lp.full_name as lawyer_name')
        .where('c.client_id', '=', id)
        .orderBy('rv.id'),
    ).execute(),
    paged(reviewRows(db).where('rv.lawyer_id', '=', id).where(counts()).orderBy('rv.id')).execute(),
    paged(db.selectFrom('review_reports').selectAll().where('reporter_id', '=', id).orderBy('id')).execute(),
    paged(db.selectFrom('notifications').selectAll().where('user_id', '=', id).orderBy('id')).execute(),
    sessionsOf(db, id, part),
    emailsTo(db, user, part),
    linksOf(db, id, part),
    calendarFeedOf(db, id),
  ]);
  const consultations = side ? await consultationsOfParty(db, id, side, at.getTime(), part) : [];
  const [conversations, messages] = side
    ? await Promise.all([conversationsOfPerson(db, id, side, part), messagesOfPerson(db, id, side, part)])
    : [[], []];
  const [published, publishedAt] = lawyer
    ? await Promise.all([servicesOf(db, id), servicesSavedAt(db, id)])
    : [null, null];
  const historyPart = history.slice(part.offset, part.offset + part.limit);
  const lists = [
    cases,
    responses,
    hidden,
    consultations,
    written,
    received,
    reports,
    notes,
    sessions,
    emails,
    links,
    conversations,
    messages,
    historyPart,
  ];
  const more = lists.some((list) => list.length > EXPORT_PAGE_SIZE);
  const page1 = <T>(list: T[]): T[] => list.slice(0, EXPORT_PAGE_SIZE);
  const data: AccountExport = {
    format: EXPORT_FORMAT,
    exportedAt: at.toISOString(),
    account: {
      id: String(id),
      email: user.email,
      name: user.name,
      role: user.role,
      // a lawyer's verification; a client's row says verified from sign-up (the spec's
      // registration), which claims nothing about them
      isVerified: lawyer ? user.is_verified === 1 : null,
      createdAt: user.created_at,
      emailVerifiedAt: user.email_verified_at,
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
    availability: availability && { ...availability, updatedAt: settingsSaved?.updated_at ?? null },
    servicesAndPrices: published && { ...published, updatedAt: publishedAt },
    calendarFeed,
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
            pendingChange: request.proposed === null ? null : proposedFacts(request.proposed),
          }
        : null,
      // an admin is an admin here, not a name: the download is about its owner only
      history: page1(historyPart).map((e) => ({
        ...e,
        by: e.by === null || e.by === 'Lawyer' ? e.by : 'An admin',
      })),
    },
    cases: page1(cases),
    responses: page1(responses).map((r) => ({
      caseId: String(r.case_id),
      message: r.message,
      fee: feeOf(r.fee_kind, r.fee_pence),
      quote: quoteOf(r),
      createdAt: r.created_at,
    })),
    leadsHidden: page1(hidden),
    consultations: page1(consultations),
    reviewsWritten: page1(written).map((row) => ({
      ...reviewOf(row),
      consultationId: String(row.consultation_id),
      lawyer: row.lawyer_name,
      hidden: row.hidden_at !== null,
      hiddenAt: row.hidden_at,
      hiddenReason: row.hidden_reason,
      heldFor: heldFor(row.held),
      publishedAt: row.published_at,
    })),
    reviewsReceived: page1(received).map(reviewOf),
    reportsMade: page1(reports).map((r) => ({
      reviewId: String(r.review_id),
      reason: r.reason,
      createdAt: r.created_at,
    })),
    notifications: page1(notes).map((n) => ({
      kind: n.kind,
      text: n.text,
      link: n.link,
      createdAt: n.created_at,
      readAt: n.read_at,
    })),
    sessions: page1(sessions),
    emails: page1(emails),
    links: page1(links),
    conversations: page1(conversations),
    messages: page1(messages),
  };
  return { data, more };
}
