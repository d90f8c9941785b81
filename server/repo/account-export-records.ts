// What the service keeps of the person's use of it, for their download (account-export.ts,
// docs/decisions/0114-the-export-checked-table-by-table.md): their sign-in sessions, the e-mails
// written to them and the links those carried, their calendar feed and the leads they hid. Never
// a token, nor its fingerprint: a session by its times, a link by its purpose and times, the feed
// by when it was made.
import type { AccountExport } from '../../src/api/account-data-contract.ts';
import type { Db, UserRow } from '../db/schema.ts';
import type { Part } from './account-export-dealings.ts';

/** refresh_tokens keeps epoch seconds; the export, like the rest of the wire, ISO 8601 UTC */
const instant = (seconds: number): string => new Date(seconds * 1000).toISOString();
const instantOrNull = (seconds: number | null): string | null => (seconds === null ? null : instant(seconds));

/**
 * The person's sessions, oldest first: each family of refresh tokens as one session, with the
 * start its tokens carry, its last renewal, its latest expiry and when and why it was ended.
 */
export async function sessionsOf(db: Db, userId: number, part: Part): Promise<AccountExport['sessions']> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select((eb) => [
      'family',
      eb.fn.min('expires_at').as('first_expiry'),
      eb.fn.min('session_started_at').as('started_at'),
      eb.fn.max('used_at').as('used_at'),
      eb.fn.max('expires_at').as('expires_at'),
      eb.fn.max('revoked_at').as('revoked_at'),
      eb.fn.max('revoked_reason').as('revoked_reason'),
    ])
    .where('user_id', '=', userId)
    .groupBy('family')
    .orderBy('first_expiry')
    .orderBy('family')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  return rows.map((r) => ({
    startedAt: instantOrNull(r.started_at === null ? null : Number(r.started_at)),
    lastUsedAt: instantOrNull(r.used_at === null ? null : Number(r.used_at)),
    expiresAt: instant(Number(r.expires_at)),
    endedAt: instantOrNull(r.revoked_at === null ? null : Number(r.revoked_at)),
    endedReason: r.revoked_reason,
  }));
}

/**
 * The e-mails written to the person, oldest first: those of their account, and those to their
 * address that belong to no account (a note that someone tried to take the address). Not the
 * link an e-mail carried: for an account's link that is the token itself.
 */
export async function emailsTo(
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  part: Part,
): Promise<AccountExport['emails']> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['to_email', 'kind', 'subject', 'text', 'created_at', 'mailed_at', 'attempts'])
    .where((eb) =>
      eb.or([
        eb('user_id', '=', user.id),
        eb.and([eb('user_id', 'is', null), eb('to_email', '=', user.email)]),
      ]),
    )
    .orderBy('id')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  return rows.map((m) => ({
    kind: m.kind,
    to: m.to_email,
    subject: m.subject,
    text: m.text,
    createdAt: m.created_at,
    sentAt: m.mailed_at,
    attempts: m.attempts,
  }));
}

/** The links e-mailed to the person, oldest first, by purpose and times. */
export async function linksOf(db: Db, userId: number, part: Part): Promise<AccountExport['links']> {
  const rows = await db
    .selectFrom('account_tokens')
    .select(['purpose', 'new_email', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  return rows.map((l) => ({
    purpose: l.purpose,
    newEmail: l.new_email,
    createdAt: l.created_at,
    expiresAt: l.expires_at,
    usedAt: l.used_at,
  }));
}

/** The person's calendar feed: since when its current address works; null without one. */
export async function calendarFeedOf(db: Db, userId: number): Promise<AccountExport['calendarFeed']> {
  const row = await db
    .selectFrom('calendar_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { since: row.created_at } : null;
}

/** The leads the lawyer hid, in the order they hid them. */
export async function leadsHiddenBy(
  db: Db,
  lawyerId: number,
  part: Part,
): Promise<AccountExport['leadsHidden']> {
  const rows = await db
    .selectFrom('case_dismissals')
    .select(['case_id', 'dismissed_at'])
    .where('lawyer_id', '=', lawyerId)
    .orderBy('dismissed_at')
    .orderBy('case_id')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  return rows.map((d) => ({ caseId: String(d.case_id), hiddenAt: d.dismissed_at }));
}
