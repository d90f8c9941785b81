// Every column of the database, and where the person's download holds it or why it does not
// (docs/decisions/0114-the-export-checked-table-by-table.md). The download promises everything
// kept about the person (docs/decisions/0102-your-data.md): a column that is about them and means
// something to them is in it; one that is not says why, in words the person would accept.
//
// `in` names the places in the export (src/api/account-data-contract.ts) a column's value appears,
// as paths: `account.email`, `consultations[].address` (a field of each element of a list). The
// type below asks for every column of server/db/schema.ts; tests/server/accounts/export-coverage.test.ts
// asks the migrated database for its real columns, and fails on one that is in neither list or
// listed but gone, and fills every exported place with a value for a client and a lawyer.
import type { Database } from '../db/schema.ts';

export type Coverage = { readonly in: readonly string[] } | { readonly excluded: string };

interface TableCoverage<T> {
  /** whose rows the download holds */
  readonly rows: string;
  readonly columns: { readonly [C in keyof T]-?: Coverage };
}

type ExportCoverage = { readonly [T in keyof Database]: TableCoverage<Database[T]> };

const at = (...paths: string[]): Coverage => ({ in: paths });
const excluded = (reason: string): Coverage => ({ excluded: reason });

/** the column that names the person the row is about: the download is theirs, `account.id` */
const yours = at('account.id');
const ROW_NUMBER = excluded('a row number, which means nothing outside the service');

const THE_SERVICES_OWN = "the service's own bookkeeping (which first-start steps ran); about no one";
const THROTTLE =
  'counts of recent attempts (sign-ins, registrations, e-mails asked for) that slow down guessing; each counts only within its window, an hour at most unless the service is set otherwise, and is then cleared out';
const COUNTER = "a counter that orders the service's own writes; about no one";
const MAIL_TURN =
  'when we last e-mailed each side about the conversation, which keeps those e-mails to one an hour; the e-mails themselves are in `emails`';
const INVITED =
  'the version number of the last calendar invitation e-mailed about the consultation, which calendars use to order its changes; the e-mails are in `emails`';
const REMINDED =
  'which reminders of a consultation were sent, kept so that each goes once; the reminders themselves are in `notifications` and `emails`';
const LAWYER_CHANGE =
  "an id and a time for the matching index, which re-reads the lawyer's profile from them; the profile itself is in `lawyerProfile`";

export const EXPORT_COVERAGE: ExportCoverage = {
  users: {
    rows: 'your own account',
    columns: {
      id: at('account.id'),
      email: at('account.email'),
      name: at('account.name'),
      role: at('account.role'),
      password_hash: excluded('a one-way hash; it cannot be turned back into the password'),
      is_verified: at('account.isVerified'),
      created_at: at('account.createdAt'),
      deleted_at: excluded(
        'set only when an account is deleted, and a deleted account cannot sign in to download',
      ),
      email_verified_at: at('account.emailVerifiedAt'),
    },
  },
  lawyer_profiles: {
    rows: 'your own profile, as a lawyer',
    columns: {
      user_id: yours,
      full_name: at('lawyerProfile.fullName'),
      specialization: at('lawyerProfile.specialization'),
      location: at('lawyerProfile.location'),
      experience_years: at('lawyerProfile.experienceYears'),
      license_number: at('lawyerProfile.licenseNumber'),
      education: at('lawyerProfile.education'),
      bio: at('lawyerProfile.bio'),
      regulator: at('lawyerProfile.regulator'),
      hourly_rate_pence: at('lawyerProfile.hourlyRatePence'),
      first_fee_pence: at('lawyerProfile.firstFeePence'),
      updated_at: at('lawyerProfile.updatedAt'),
      place_key: excluded('worked out from your location, which is exported, for searching near a place'),
      lat: excluded('the map position of your location, which is exported, for searching near a place'),
      lon: excluded('the map position of your location, which is exported, for searching near a place'),
      response_time_hours: excluded(
        'the median time you took to respond, worked out from your responses and the cases, which are exported',
      ),
      response_time_until: excluded('when your response time is next worked out again; about no one else'),
    },
  },
  documents: {
    rows: 'the documents you uploaded, listed; the files on request',
    columns: {
      user_id: yours,
      kind: at('documents.items[].kind'),
      stored_name: excluded("the file's random name in our store; the list names each file by its kind"),
      mime: at('documents.items[].mime'),
      ext: at('documents.items[].name'),
      size: at('documents.items[].size'),
      uploaded_at: at('documents.items[].uploadedAt'),
    },
  },
  verification_requests: {
    rows: 'your own verification request, as a lawyer',
    columns: {
      id: excluded("the number of the request in the admins' queue; a lawyer has one request"),
      user_id: yours,
      status: at('verification.request.status'),
      reason: at('verification.request.reason'),
      message: at('verification.request.message'),
      submitted_at: at('verification.request.submittedAt'),
      decided_at: at('verification.request.decidedAt'),
      version: at('verification.request.version'),
      kind: at('verification.request.kind'),
      proposed: at('verification.request.pendingChange'),
      verified_at: at('verification.request.verifiedAt'),
    },
  },
  verification_events: {
    rows: 'the history of your own verification, as a lawyer',
    columns: {
      id: at('verification.history[].id'),
      user_id: yours,
      at: at('verification.history[].at'),
      actor_id: at('verification.history[].by'),
      action: at('verification.history[].action'),
      kind: at('verification.history[].kind'),
      version: at('verification.history[].version'),
      note: at('verification.history[].note'),
      changes: at('verification.history[].changes'),
    },
  },
  refresh_tokens: {
    rows: 'your sign-in sessions, each family of tokens as one session',
    columns: {
      jti: excluded('the id of one token of a session; the session is listed once, by its times'),
      family: excluded("the session's random id, which ties its tokens into the one session listed"),
      user_id: yours,
      expires_at: at('sessions[].expiresAt'),
      used_at: at('sessions[].lastUsedAt'),
      revoked_at: at('sessions[].endedAt'),
      revoked_reason: at('sessions[].endedReason'),
      session_started_at: at('sessions[].startedAt'),
    },
  },
  meta: {
    rows: 'none',
    columns: { key: excluded(THE_SERVICES_OWN), value: excluded(THE_SERVICES_OWN) },
  },
  throttle_hits: {
    rows: 'none',
    columns: { id: excluded(THROTTLE), key: excluded(THROTTLE), expires_at: excluded(THROTTLE) },
  },
  counters: {
    rows: 'none',
    columns: { name: excluded(COUNTER), value: excluded(COUNTER) },
  },
  lawyer_changes: {
    rows: 'none',
    columns: { seq: excluded(LAWYER_CHANGE), user_id: excluded(LAWYER_CHANGE), at: excluded(LAWYER_CHANGE) },
  },
  cases: {
    rows: "your own cases, as a client; other people's cases are about someone else",
    columns: {
      id: at('cases[].id'),
      client_id: yours,
      title: at('cases[].title'),
      description: at('cases[].description'),
      location: at('cases[].location'),
      category: at('cases[].category'),
      urgency: at('cases[].urgency'),
      status: at('cases[].status'),
      place_key: at('cases[].place.key'),
      jurisdiction: at('cases[].place.jurisdiction'),
      lat: at('cases[].place.lat'),
      lon: at('cases[].place.lon'),
      created_at: at('cases[].createdAt'),
      updated_at: at('cases[].updatedAt'),
      closed_at: at('cases[].closedAt'),
      answers: at('cases[].answers'),
    },
  },
  case_responses: {
    rows: 'the responses you sent, as a lawyer, and those your cases received, as a client',
    columns: {
      id: ROW_NUMBER,
      case_id: at('responses[].caseId'),
      lawyer_id: at('cases[].responses[].lawyer'),
      message: at('responses[].message', 'cases[].responses[].message'),
      fee_kind: at('responses[].fee', 'cases[].responses[].fee'),
      fee_pence: at('responses[].fee', 'cases[].responses[].fee'),
      created_at: at('responses[].createdAt', 'cases[].responses[].createdAt'),
      quote_vat: at('responses[].quote', 'cases[].responses[].quote'),
      quote_pricing_kind: at('responses[].quote', 'cases[].responses[].quote'),
      quote_price_pence: at('responses[].quote', 'cases[].responses[].quote'),
      quote_price_to_pence: at('responses[].quote', 'cases[].responses[].quote'),
      quote_disbursements: at('responses[].quote', 'cases[].responses[].quote'),
      quote_includes: at('responses[].quote', 'cases[].responses[].quote'),
      quote_timescale: at('responses[].quote', 'cases[].responses[].quote'),
      lead_at: excluded(
        'when the case became your lead, worked out from when it was posted and your approval, which are exported',
      ),
    },
  },
  case_dismissals: {
    rows: 'the leads you hid, as a lawyer',
    columns: {
      case_id: at('leadsHidden[].caseId'),
      lawyer_id: yours,
      dismissed_at: at('leadsHidden[].hiddenAt'),
    },
  },
  notifications: {
    rows: 'your own notifications',
    columns: {
      id: ROW_NUMBER,
      user_id: yours,
      kind: at('notifications[].kind'),
      text: at('notifications[].text'),
      link: at('notifications[].link'),
      created_at: at('notifications[].createdAt'),
      read_at: at('notifications[].readAt'),
    },
  },
  lawyer_availability: {
    rows: 'your own booking settings, as a lawyer',
    columns: {
      user_id: yours,
      available: at('availability.available'),
      settings: at(
        'availability.weekly',
        'availability.types',
        'availability.durationMinutes',
        'availability.meetingUrl',
        'availability.officeAddress',
      ),
      updated_at: at('availability.updatedAt'),
    },
  },
  lawyer_services: {
    rows: 'the services and prices you publish, as a lawyer',
    columns: {
      id: ROW_NUMBER,
      user_id: yours,
      position: excluded('the place of a service in your list; the list is exported in that order'),
      service: at('servicesAndPrices.services[].service'),
      name: at('servicesAndPrices.services[].name'),
      pricing_kind: at('servicesAndPrices.services[].pricing.kind'),
      price_pence: at('servicesAndPrices.services[].pricing'),
      price_to_pence: at('servicesAndPrices.services[].pricing.toPence'),
      vat: at('servicesAndPrices.services[].vat'),
      disbursements: at('servicesAndPrices.services[].disbursements'),
      stages: at('servicesAndPrices.services[].stages'),
      timescale: at('servicesAndPrices.services[].timescale'),
      who_does_the_work: at('servicesAndPrices.services[].whoDoesTheWork'),
      description: at('servicesAndPrices.services[].description'),
      total_from_pence: excluded(
        'worked out from the price, VAT and disbursements, which are exported, for sorting by price',
      ),
    },
  },
  lawyer_practice_info: {
    rows: 'the indemnity insurance and complaints procedure you publish, as a lawyer',
    columns: {
      user_id: yours,
      indemnity_insurer: at('servicesAndPrices.indemnityInsurance.insurer'),
      indemnity_cover_pence: at('servicesAndPrices.indemnityInsurance.coverPence'),
      complaints: at('servicesAndPrices.complaints'),
      updated_at: at('servicesAndPrices.updatedAt'),
    },
  },
  consultations: {
    rows: 'your consultations, on either side, as your side was shown them',
    columns: {
      id: at('consultations[].id'),
      lawyer_id: at('consultations[].with'),
      client_id: at('consultations[].with'),
      case_id: at('consultations[].caseId'),
      type: at('consultations[].type'),
      starts_at: at('consultations[].startsAt'),
      ends_at: at('consultations[].endsAt'),
      blocked_until: excluded(
        "the end plus the lawyer's buffer, held free of other bookings; the consultation's own times are exported",
      ),
      status: at('consultations[].status'),
      fee_pence: at('consultations[].feePence'),
      join_url: at('consultations[].joinUrl'),
      phone: at('consultations[].phone'),
      address: at('consultations[].address'),
      note: at('consultations[].note'),
      reason: at('consultations[].reason'),
      closed_by: at('consultations[].closedBy'),
      no_show_by: at('consultations[].noShowBy'),
      free_until_hours: at('consultations[].freeUntilHours'),
      sequence: excluded(
        'a version number calendar apps use to put the changes in order; when it last changed is `updatedAt`',
      ),
      created_at: at('consultations[].createdAt'),
      updated_at: at('consultations[].updatedAt'),
      invitation_sequence: excluded(INVITED),
    },
  },
  consultation_reminders: {
    rows: 'the reminders sent of your consultations',
    columns: {
      id: ROW_NUMBER,
      consultation_id: excluded(REMINDED),
      kind: excluded(REMINDED),
      starts_at: excluded(REMINDED),
      sent_at: excluded(REMINDED),
    },
  },
  calendar_tokens: {
    rows: 'your own calendar feed',
    columns: {
      user_id: yours,
      token_hash: excluded(
        "only a fingerprint of your feed's private address; the address itself is not kept",
      ),
      created_at: at('calendarFeed.since'),
    },
  },
  reviews: {
    rows: 'the reviews you wrote, as a client, and those you received as your public profile shows them, as a lawyer',
    columns: {
      id: at('reviewsWritten[].id', 'reviewsReceived[].id'),
      consultation_id: at('reviewsWritten[].consultationId'),
      lawyer_id: at('reviewsWritten[].lawyer'),
      rating: at('reviewsWritten[].rating', 'reviewsReceived[].rating'),
      text: at('reviewsWritten[].text', 'reviewsReceived[].text'),
      created_at: at('reviewsWritten[].createdAt', 'reviewsReceived[].createdAt'),
      reply_text: at('reviewsWritten[].reply', 'reviewsReceived[].reply'),
      reply_at: at('reviewsWritten[].reply', 'reviewsReceived[].reply'),
      hidden_at: at('reviewsWritten[].hidden', 'reviewsWritten[].hiddenAt'),
      hidden_reason: at('reviewsWritten[].hiddenReason'),
      hidden_by: excluded(
        'which admin hid the review: about someone else; that it was hidden, when and why are exported',
      ),
      decided_at: excluded(
        "when an admin last looked at the review, which would tell of other people's reports; when it was hidden or published is exported",
      ),
      held: at('reviewsWritten[].held', 'reviewsWritten[].heldFor'),
      published_at: at('reviewsWritten[].publishedAt'),
    },
  },
  review_reports: {
    rows: "the reports you made; reports of your reviews are other people's words about someone else",
    columns: {
      id: ROW_NUMBER,
      review_id: at('reportsMade[].reviewId'),
      reporter_id: yours,
      reason: at('reportsMade[].reason'),
      created_at: at('reportsMade[].createdAt'),
    },
  },
  mail_outbox: {
    rows: 'the e-mails written to you, kept a week',
    columns: {
      id: ROW_NUMBER,
      user_id: yours,
      to_email: at('emails[].to'),
      kind: at('emails[].kind'),
      subject: at('emails[].subject'),
      text: at('emails[].text'),
      link: excluded(
        "the page the e-mail pointed to: for an account's link it is the single-use token itself, which never leaves the service; a notification's link is in `notifications`",
      ),
      created_at: at('emails[].createdAt'),
      mailed_at: at('emails[].sentAt'),
      attempts: at('emails[].attempts'),
      next_at: excluded("when the sender may next try: a timer of the sender's"),
      calendar: excluded(
        'the calendar invitation the e-mail carried, made from the consultation as it then was; the consultation is in `consultations`',
      ),
      error: excluded(
        "the mail server's technical message about a failed try, about our systems rather than you; whether it was sent and how many tries it took are exported",
      ),
    },
  },
  account_tokens: {
    rows: 'the links e-mailed to you, kept until a day after they expire',
    columns: {
      id: ROW_NUMBER,
      user_id: yours,
      purpose: at('links[].purpose'),
      token_hash: excluded('only a fingerprint of a link already sent to you'),
      new_email: at('links[].newEmail'),
      created_at: at('links[].createdAt'),
      expires_at: at('links[].expiresAt'),
      used_at: at('links[].usedAt'),
    },
  },
  conversations: {
    rows: 'your conversations about cases, on either side',
    columns: {
      id: at('conversations[].id', 'messages[].conversationId'),
      case_id: at('conversations[].caseId'),
      client_id: at('conversations[].with'),
      lawyer_id: at('conversations[].with'),
      created_at: at('conversations[].createdAt'),
      last_message_at: at('conversations[].lastMessageAt'),
      client_mailed_at: excluded(MAIL_TURN),
      lawyer_mailed_at: excluded(MAIL_TURN),
    },
  },
  messages: {
    rows: "the messages of your conversations: yours, and the other side's that were written to you",
    columns: {
      id: at('messages[].id'),
      conversation_id: at('messages[].conversationId'),
      sender: at('messages[].sender'),
      sender_id: at('messages[].senderName'),
      text: at('messages[].text'),
      created_at: at('messages[].createdAt'),
      read_at: at('messages[].readAt'),
      deleted_at: at('messages[].deleted'),
    },
  },
  message_attachments: {
    rows: 'the files of the messages of your conversations, listed; the files on request',
    columns: {
      id: excluded("the file's number in its conversation's address; the list names each file"),
      message_id: at('messages[].attachments'),
      stored_name: excluded("the file's random name in our store; the list names each file as it was sent"),
      name: at('messages[].attachments[].name'),
      size: at('messages[].attachments[].size'),
      content_type: at('messages[].attachments[].contentType'),
    },
  },
};
