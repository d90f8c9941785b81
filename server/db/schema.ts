// The tables of the local API as Kysely sees them: one typed schema for SQLite and PostgreSQL.
// Timestamps are ISO 8601 UTC strings on both (text on SQLite, timestamptz on PostgreSQL read
// back as ISO strings, see postgres.ts); flags are 0/1 integers on both, so a row reads the
// same whichever database holds it (docs/decisions/0040-one-data-layer-two-databases.md).
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { ConsultationStatus, ConsultationType, Side } from '../../src/api/booking-contract.ts';
import type { CaseStatus, Urgency } from '../../src/api/cases-contract.ts';
import type { Sender } from '../../src/api/conversations-contract.ts';
import type { Category, FileKind, UserType, VerificationStatus } from '../../src/api/contract.ts';
import type { Regulator } from '../../src/api/regulators.ts';
import type { ServiceKind } from '../../src/api/service-kinds.ts';
import type { Vat } from '../../src/api/services-contract.ts';
import type { Jurisdiction } from '../rules/places/geo.ts';

interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: UserType;
  password_hash: string;
  is_verified: number;
  created_at: string;
  /** set when the person deleted their account: the row stays, emptied of them */
  deleted_at: string | null;
  /** when the address was confirmed; null until then: no e-mail but account links goes to it */
  email_verified_at: string | null;
}

interface LawyerProfilesTable {
  user_id: number;
  full_name: string;
  specialization: string;
  location: string;
  experience_years: number;
  license_number: string;
  education: string;
  bio: string;
  regulator: Generated<Regulator>;
  /** the lawyer's own fees; null where none was set (nothing is invented) */
  hourly_rate_pence: number | null;
  first_fee_pence: number | null;
  updated_at: string;
  /** the place as the UK places know it, kept with `location` (rules/places/kept-place.ts); null when unknown */
  place_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** degrees; null for a place the UK places do not know */
  lat: ColumnType<number | null, number | null | undefined, number | null>;
  lon: ColumnType<number | null, number | null | undefined, number | null>;
  /** the median hours from lead to response over the last 90 days, null before 3 responses there
   * (migrations/0017-response-time.ts); refreshed once `response_time_until` has passed */
  response_time_hours: ColumnType<number | null, number | null | undefined, number | null>;
  response_time_until: ColumnType<string | null, string | null | undefined, string | null>;
}

interface DocumentsTable {
  user_id: number;
  kind: FileKind;
  stored_name: string;
  mime: string;
  ext: string;
  size: number;
  uploaded_at: string;
}

export interface VerificationRequestsTable {
  id: Generated<number>;
  user_id: number;
  status: VerificationStatus;
  reason: string | null;
  message: string | null;
  submitted_at: string;
  decided_at: string | null;
  /** one more at every resubmission (docs/decisions/0075-decisions-name-the-version-reviewed.md) */
  version: Generated<number>;
  kind: Generated<ReviewKind>;
  /** JSON of the verified facts a change proposes, until an admin decides */
  proposed: string | null;
  /** the last approval: 'Verified on', and the yearly re-check counts from it */
  verified_at: string | null;
}

export type ReviewKind = 'first' | 'change' | 'renewal';

/** The history of a lawyer's verification: rows are added, never changed. */
interface VerificationEventsTable {
  id: Generated<number>;
  user_id: number;
  at: string;
  /** the lawyer or admin who acted; null for the service (a document deleted on schedule) */
  actor_id: number | null;
  action: string;
  kind: ReviewKind;
  version: number;
  note: string | null;
  /** JSON list of what a submission changed */
  changes: string | null;
}

interface RefreshTokensTable {
  jti: string;
  family: string;
  user_id: number;
  expires_at: number; // epoch seconds
  used_at: number | null;
  revoked_at: number | null;
  /** why the session was ended, said on the device it was on */
  revoked_reason: string | null;
  /** epoch seconds: when the session (the family) started, carried by each of its tokens; null for sessions older than it */
  session_started_at: number | null;
}

interface MetaTable {
  key: string;
  value: string;
}

/** One row per counted attempt (auth/throttle.ts); a row stops counting at expires_at (epoch ms). */
interface ThrottleHitsTable {
  id: Generated<number>;
  key: string;
  expires_at: number;
}

/** Named counters whose row lock orders writers (see match/lawyer-changes.ts). */
interface CountersTable {
  name: string;
  value: number;
}

/** Every change that can alter a lawyer's place in matching, in commit order. */
interface LawyerChangesTable {
  seq: number;
  user_id: number;
  at: string;
}

/** A client's case; its place is resolved when it is written (docs/decisions/0090-cases-leads-and-notifications.md). */
interface CasesTable {
  id: Generated<number>;
  client_id: number;
  title: string;
  description: string;
  /** as the client typed it */
  location: string;
  /** null: the description fits none of the eight areas and the client chose none (migrations/0008-case-without-area.ts) */
  category: Category | null;
  urgency: Generated<Urgency>;
  status: Generated<CaseStatus>;
  place_key: string;
  jurisdiction: Jurisdiction;
  /** degrees */
  lat: number;
  lon: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** the follow-up questions' answers as JSON, question id to answer (migrations/0021-case-answers.ts) */
  answers: Generated<string>;
}

/** A lawyer's answer to a case: one per lawyer per case (a unique constraint). */
export interface CaseResponsesTable {
  id: Generated<number>;
  case_id: number;
  lawyer_id: number;
  message: string;
  fee_kind: 'fixed' | 'hourly' | null;
  fee_pence: number | null;
  created_at: string;
  /** the quote (server/db/migrations/0016-response-quotes.ts): all null without one */
  quote_vat: 'excluded' | 'included' | 'not_applicable' | null;
  quote_pricing_kind: 'fixed' | 'range' | 'hourly' | null;
  quote_price_pence: number | null;
  quote_price_to_pence: number | null;
  /** JSON: [{name, amountPence}] */
  quote_disbursements: string | null;
  quote_includes: string | null;
  quote_timescale: string | null;
  /** when the case became the lawyer's lead (migrations/0017-response-time.ts) */
  lead_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A lead the lawyer hid. */
interface CaseDismissalsTable {
  case_id: number;
  lawyer_id: number;
  dismissed_at: string;
}

/**
 * A lawyer's availability settings; no row means the contract's defaults, available
 * (docs/decisions/0091-availability-switch-and-live-figures.md).
 */
interface LawyerAvailabilityTable {
  user_id: number;
  /** the dashboard switch, 0/1: the lead rule and matching read it */
  available: number;
  /** JSON of the other settings, as availabilitySchema gives them */
  settings: string;
  updated_at: string;
}

interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  text: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/** Every e-mail to send, and how its sending went (docs/decisions/0112-one-mail-outbox.md). */
interface MailOutboxTable {
  id: Generated<number>;
  /** whose it is; null for none (it goes with the account) */
  user_id: number | null;
  to_email: string;
  /** 'notification', or an account's link: 'verify_email', 'reset_password', 'change_email' */
  kind: string;
  subject: string;
  text: string;
  /** a path of the SPA the e-mail links to */
  link: string | null;
  created_at: string;
  mailed_at: string | null;
  attempts: Generated<number>;
  /** no send before this: a claimed send's lease, then a failed one's backoff */
  next_at: string | null;
  error: string | null;
  /** the e-mail's calendar invitation, JSON (mail/invitation.ts); null for none */
  calendar: string | null;
}

/** A single-use link sent by e-mail, by its SHA-256 (docs/decisions/0113-accounts-people-can-manage.md). */
interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify_email' | 'reset_password' | 'change_email';
  token_hash: string;
  /** the address a change_email link confirms */
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * A booked consultation (docs/decisions/0066-consultation-state-machine.md). No two active ones
 * of a lawyer overlap in [starts_at, blocked_until): the database refuses it.
 */
interface ConsultationsTable {
  id: Generated<number>;
  lawyer_id: number;
  client_id: number;
  case_id: number | null;
  type: ConsultationType;
  starts_at: string;
  ends_at: string;
  /** ends_at plus the lawyer's buffer when the time was set */
  blocked_until: string;
  status: ConsultationStatus;
  fee_pence: number | null;
  join_url: string | null;
  phone: string | null;
  address: string | null;
  note: string | null;
  reason: string | null;
  closed_by: Side | null;
  /** no_show: the side who did not come (docs/decisions/0129-cancellation-policy-and-no-shows.md) */
  no_show_by: Generated<Side | null>;
  /** the lawyer's cancellation policy when it was booked: hours before the start */
  free_until_hours: Generated<number>;
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
  /** the SEQUENCE of the last calendar invitation e-mailed; null while none was */
  invitation_sequence: Generated<number | null>;
}

/** A reminder sent, once per consultation, kind and start time (repo/reminders.ts). */
interface ConsultationRemindersTable {
  id: Generated<number>;
  consultation_id: number;
  /** '24h' or '1h' before the start */
  kind: string;
  starts_at: string;
  sent_at: string;
}

/** A client's review of a completed consultation, one per consultation (reviews-contract.ts). */
interface ReviewsTable {
  id: Generated<number>;
  consultation_id: number;
  lawyer_id: number;
  rating: number;
  text: Generated<string>;
  created_at: string;
  reply_text: string | null;
  reply_at: string | null;
  /** hidden by an admin, with the reason: kept, and left out of the averages */
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: number | null;
  decided_at: string | null;
  /** held for an admin's check, why (a JSON array of the contract's HOLD_REASONS); null: never held */
  held: string | null;
  /** when an admin published a held review: it counts from then on */
  published_at: string | null;
}

interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  reporter_id: number;
  reason: string;
  created_at: string;
}

/** A person's private calendar feed: the SHA-256 of its token; a new one replaces the old. */
interface CalendarTokensTable {
  user_id: number;
  token_hash: string;
  created_at: string;
}

/** A case's owner and one lawyer writing to each other: one per case and lawyer (docs/conversations.md). */
interface ConversationsTable {
  id: Generated<number>;
  case_id: number;
  /** the case's owner */
  client_id: number;
  lawyer_id: number;
  created_at: string;
  /** null until the first message */
  last_message_at: string | null;
  /** when each side was last e-mailed about it: at most once an hour */
  client_mailed_at: string | null;
  lawyer_mailed_at: string | null;
}

interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: Sender;
  sender_id: number;
  /** '' for files alone, or once its writer deleted their account */
  text: Generated<string>;
  created_at: string;
  /** when the other side read it */
  read_at: string | null;
  /** when its writer deleted their account: the row stays, emptied of its text and files */
  deleted_at: string | null;
}

/** A message's file, in the file store under a random name; the name and type it came with. */
interface MessageAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  stored_name: string;
  name: string;
  size: number;
  /** judged by the file's content (uploads/file-types.ts) */
  content_type: string;
}

/**
 * A service a lawyer publishes with its price, in their order (docs/services-and-prices.md).
 * `price_pence` is the fixed fee, the bottom of a range or the hourly rate; `price_to_pence` the top
 * of a range, null otherwise.
 */
interface LawyerServicesTable {
  id: Generated<number>;
  user_id: number;
  position: number;
  service: ServiceKind;
  /** an 'other' service's name; null for a service the SRA names */
  name: string | null;
  pricing_kind: 'fixed' | 'range' | 'hourly';
  price_pence: number;
  price_to_pence: number | null;
  vat: Vat;
  /** JSON: [{name, amountPence}] */
  disbursements: string;
  /** JSON: [text] */
  stages: string;
  timescale: string;
  who_does_the_work: string;
  description: string;
  /** the least a client pays in all (rules/service-total.ts); null for an hourly rate */
  total_from_pence: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A lawyer's indemnity insurance and complaints procedure; no row: none given. */
interface LawyerPracticeInfoTable {
  user_id: number;
  indemnity_insurer: string | null;
  indemnity_cover_pence: number | null;
  /** a link to the firm's procedure, or its words */
  complaints: string | null;
  /** the last save of the services or of these */
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  lawyer_profiles: LawyerProfilesTable;
  documents: DocumentsTable;
  verification_requests: VerificationRequestsTable;
  verification_events: VerificationEventsTable;
  refresh_tokens: RefreshTokensTable;
  meta: MetaTable;
  throttle_hits: ThrottleHitsTable;
  counters: CountersTable;
  lawyer_changes: LawyerChangesTable;
  cases: CasesTable;
  case_responses: CaseResponsesTable;
  case_dismissals: CaseDismissalsTable;
  notifications: NotificationsTable;
  lawyer_availability: LawyerAvailabilityTable;
  consultations: ConsultationsTable;
  calendar_tokens: CalendarTokensTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  mail_outbox: MailOutboxTable;
  consultation_reminders: ConsultationRemindersTable;
  account_tokens: AccountTokensTable;
  lawyer_services: LawyerServicesTable;
  lawyer_practice_info: LawyerPracticeInfoTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
/** a profile as the lawyer writes it; the response time is worked out (repo/response-times.ts) */
export type ProfileRow = Omit<Selectable<LawyerProfilesTable>, 'response_time_hours' | 'response_time_until'>;
export type DocumentRow = Selectable<DocumentsTable>;
export type VerificationRow = Selectable<VerificationRequestsTable>;
export type CaseRow = Selectable<CasesTable>;
export type ConsultationRow = Selectable<ConsultationsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type MessageRow = Selectable<MessagesTable>;
