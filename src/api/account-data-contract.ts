// The wire contract of "your data" (docs/decisions/0102-your-data.md): the download of everything
// kept about the caller, and the deletion of their account. The export holds what is kept about
// the caller and, of anyone else, only what the service showed the caller: the other side of a
// consultation as that side's view of it shows them (docs/decisions/0114-the-export-checked-table-by-table.md),
// never their e-mail. Every column of the database is either in it or left out for a reason
// (server/repo/account-export-coverage.ts). Shared by the SPA and the local API.
import { z } from 'zod';
import {
  availabilitySchema,
  consultationStatusSchema,
  consultationTypeSchema,
  instantSchema,
  offeredFeeSchema,
  sideSchema,
} from './booking-contract.ts';
import { caseStatusSchema, urgencySchema } from './cases-contract.ts';
import { senderSchema } from './conversations-contract.ts';
import {
  PASSWORD_MAX,
  fileKindSchema,
  idSchema,
  userTypeSchema,
  verificationEventSchema,
  verificationStatusSchema,
} from './contract.ts';
import { quoteSchema } from './quote-contract.ts';
import { HOLD_REASONS, reviewSchema } from './reviews-contract.ts';
import { lawyerServicesSchema } from './services-contract.ts';
import { lazySchema } from './lazy-schema.ts';

/** 2: `isVerified` null but for a lawyer, and a consultation's details as the caller's side was shown them */
export const EXPORT_FORMAT = 'lawmatch-export/2';

/** The download's file name: `lawmatch-data-YYYY-MM-DD.json` (the UTC date of the export). */
export const exportFileName = (at: Date): string => `lawmatch-data-${at.toISOString().slice(0, 10)}.json`;

const fee = lazySchema(() => offeredFeeSchema.nullable());
/** the response's quote (docs/services-and-prices.md); null without one */
const quote = lazySchema(() => quoteSchema.nullable());

const exportedCaseSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string(),
    description: z.string(),
    location: z.string(),
    category: z.string().nullable(),
    urgency: urgencySchema,
    status: caseStatusSchema,
    /** the place found for `location`: lawyers' distances are measured from it, and its jurisdiction decides whose leads it is */
    place: z.object({ key: z.string(), jurisdiction: z.string(), lat: z.number(), lon: z.number() }),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    closedAt: instantSchema.nullable(),
    /** the answers to the case form's follow-up questions, question id to answer (src/api/intake-questions.ts) */
    answers: z.record(z.string(), z.string()),
    /** the responses received, each lawyer by the public name on their profile */
    responses: z.array(
      z.object({ lawyer: z.string(), message: z.string(), fee, quote, createdAt: instantSchema }),
    ),
  }),
);

/**
 * A consultation as the caller's side is shown it (GET /api/consultations/, through the rule of
 * server/rules/disclosure.ts): the meeting link while confirmed, the office to the client and the
 * number to the lawyer once agreed, the note and the reason as both sides see them.
 */
const exportedConsultationSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** the caller's side */
    side: sideSchema,
    /** the other side: a lawyer by public name; a client by first name until a time is agreed, then in full */
    with: z.object({ role: sideSchema, name: z.string() }),
    caseId: idSchema.nullable(),
    type: consultationTypeSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    status: consultationStatusSchema,
    feePence: z.int().nullable(),
    phone: z.string().nullable(),
    note: z.string().nullable(),
    joinUrl: z.string().nullable(),
    address: z.string().nullable(),
    /** why it was declined, moved or cancelled, by whichever side */
    reason: z.string().nullable(),
    closedBy: sideSchema.nullable(),
    /** reported as not attended: the side who did not come (docs/decisions/0129-cancellation-policy-and-no-shows.md) */
    noShowBy: sideSchema.nullable(),
    /** the cancellation policy it was booked under: hours before the start */
    freeUntilHours: z.int(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  }),
);

/**
 * A conversation on a case (docs/conversations.md): the other side by role and by the name this
 * side was shown (a client by first name until a consultation between them was agreed).
 */
const exportedConversationSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseTitle: z.string(),
    with: z.object({ role: sideSchema, name: z.string() }),
    createdAt: instantSchema,
    lastMessageAt: instantSchema.nullable(),
  }),
);

/** A message of one of those conversations, either side's; its files by name, size and type. */
const exportedMessageSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    conversationId: idSchema,
    sender: senderSchema,
    senderName: z.string(),
    /** '' when the message is files alone, or its writer deleted their account (`deleted`) */
    text: z.string(),
    attachments: z.array(z.object({ name: z.string(), size: z.int(), contentType: z.string() })),
    createdAt: instantSchema,
    /** when the other side read it */
    readAt: instantSchema.nullable(),
    deleted: z.boolean(),
  }),
);

/**
 * A sign-in session: the device's refresh tokens, one after another, as one. `lastUsedAt` is its
 * last renewal, which the app asks for while it is in use (about every 15 minutes); `startedAt` is
 * null for a session started before starts were recorded.
 */
const exportedSessionSchema = lazySchema(() =>
  z.object({
    startedAt: instantSchema.nullable(),
    lastUsedAt: instantSchema.nullable(),
    expiresAt: instantSchema,
    endedAt: instantSchema.nullable(),
    /** why it was ended, as the device was told; null for a sign-out, or when an old token was used again */
    endedReason: z.string().nullable(),
  }),
);

/** An e-mail written to the person, sent or not; kept a week (docs/decisions/0112-one-mail-outbox.md). */
const exportedEmailSchema = lazySchema(() =>
  z.object({
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: instantSchema,
    /** when the mail server took it; null while not (yet) sent */
    sentAt: instantSchema.nullable(),
    attempts: z.int(),
  }),
);

/** A single-use link e-mailed to the person (docs/decisions/0113-accounts-people-can-manage.md); never its token. */
const exportedLinkSchema = lazySchema(() =>
  z.object({
    purpose: z.enum(['verify_email', 'reset_password', 'change_email']),
    /** the address a change_email link confirms */
    newEmail: z.string().nullable(),
    createdAt: instantSchema,
    expiresAt: instantSchema,
    /** when it was used, or a newer link of its purpose replaced it */
    usedAt: instantSchema.nullable(),
  }),
);

export const accountExportSchema = lazySchema(() =>
  z.object({
    format: z.literal(EXPORT_FORMAT),
    exportedAt: instantSchema,
    account: z.object({
      id: idSchema,
      email: z.string(),
      name: z.string(),
      role: userTypeSchema,
      /** a lawyer's verification by an admin; null for a client or an admin, whom no one verifies */
      isVerified: z.boolean().nullable(),
      createdAt: instantSchema,
      /** when the e-mail address was confirmed; null until it is */
      emailVerifiedAt: instantSchema.nullable(),
    }),
    lawyerProfile: z
      .object({
        fullName: z.string(),
        specialization: z.string(),
        location: z.string(),
        experienceYears: z.int(),
        regulator: z.string(),
        licenseNumber: z.string(),
        education: z.string(),
        bio: z.string(),
        hourlyRatePence: z.int().nullable(),
        firstFeePence: z.int().nullable(),
        updatedAt: instantSchema,
      })
      .nullable(),
    /** a lawyer's booking settings, and when they were last saved (null: never, the defaults) */
    availability: availabilitySchema.safeExtend({ updatedAt: instantSchema.nullable() }).nullable(),
    /** a lawyer's services and prices, insurance and complaints procedure (docs/services-and-prices.md),
     * and when they were last saved (null: never); null for anyone else */
    servicesAndPrices: lawyerServicesSchema
      .safeExtend({ updatedAt: instantSchema.nullable() })
      .nullable()
      .default(null),
    /** the private calendar feed, when there is one: since when its address works (the address is not kept) */
    calendarFeed: z.object({ since: instantSchema }).nullable(),
    documents: z.object({
      /** how to get the files themselves */
      howToGetTheFiles: z.string(),
      items: z.array(
        z.object({
          kind: fileKindSchema,
          name: z.string(),
          mime: z.string(),
          size: z.int(),
          uploadedAt: instantSchema,
        }),
      ),
    }),
    verification: z.object({
      request: z
        .object({
          status: verificationStatusSchema,
          kind: z.string(),
          version: z.int(),
          reason: z.string().nullable(),
          message: z.string().nullable(),
          submittedAt: instantSchema,
          decidedAt: instantSchema.nullable(),
          verifiedAt: instantSchema.nullable(),
          /** the verified facts a change proposes, until an admin decides */
          pendingChange: z
            .object({ fullName: z.string(), regulator: z.string(), licenseNumber: z.string() })
            .nullable(),
        })
        .nullable(),
      /** `by`: 'Lawyer' (you), 'An admin', or null for the service: no admin is named */
      history: z.array(verificationEventSchema),
    }),
    cases: z.array(exportedCaseSchema),
    responses: z.array(
      z.object({ caseId: idSchema, message: z.string(), fee, quote, createdAt: instantSchema }),
    ),
    /** the leads a lawyer hid from their list */
    leadsHidden: z.array(z.object({ caseId: idSchema, hiddenAt: instantSchema })),
    consultations: z.array(exportedConsultationSchema),
    reviewsWritten: z.array(
      reviewSchema.extend({
        consultationId: idSchema,
        lawyer: z.string(),
        hidden: z.boolean(),
        /** when and why an admin hid it under the review policy */
        hiddenAt: instantSchema.nullable(),
        hiddenReason: z.string().nullable(),
        /** why it was held for a check (docs/decisions/0111-held-reviews.md); empty when it never was */
        heldFor: z.array(z.enum(HOLD_REASONS)),
        /** when an admin published it after the check */
        publishedAt: instantSchema.nullable(),
      }),
    ),
    /** as anyone sees them on the public profile: hidden ones are left out */
    reviewsReceived: z.array(reviewSchema),
    reportsMade: z.array(z.object({ reviewId: idSchema, reason: z.string(), createdAt: instantSchema })),
    notifications: z.array(
      z.object({
        kind: z.string(),
        text: z.string(),
        link: z.string().nullable(),
        createdAt: instantSchema,
        readAt: instantSchema.nullable(),
      }),
    ),
    sessions: z.array(exportedSessionSchema),
    emails: z.array(exportedEmailSchema),
    links: z.array(exportedLinkSchema),
    /** the caller's conversations, and the messages in them (the files on request, as documents) */
    conversations: z.array(exportedConversationSchema).default([]),
    messages: z.array(exportedMessageSchema).default([]),
  }),
);
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * GET /api/accounts/me/export/?page=N: the export a page at a time, so that no answer grows
 * without bound (docs/decisions/0110-limits-on-writing.md). Every page holds the account's single
 * facts and the N-th EXPORT_PAGE_SIZE of each list (EXPORT_LISTS, and the verification history);
 * `next` is the next page's address while any list has more. The download joins the pages into
 * one file of accountExportSchema.
 */
export const EXPORT_PAGE_SIZE = 50;
export const EXPORT_LISTS = [
  'cases',
  'responses',
  'leadsHidden',
  'consultations',
  'reviewsWritten',
  'reviewsReceived',
  'reportsMade',
  'notifications',
  'sessions',
  'emails',
  'links',
  'conversations',
  'messages',
] as const;
export const accountExportPageSchema = lazySchema(() =>
  accountExportSchema.extend({
    page: z.int().min(1),
    next: z.string().nullable(),
  }),
);
export type AccountExportPage = z.infer<typeof accountExportPageSchema>;

// POST /api/accounts/me/delete/ {password} → 204
export const accountDeleteSchema = lazySchema(() =>
  z.strictObject({
    password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX),
  }),
);
export type AccountDelete = z.infer<typeof accountDeleteSchema>;
