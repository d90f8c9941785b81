// The wire contract of cases: a client's case kept on the server, a lawyer's view of it as a
// lead, lawyers' responses, and the notification bell. Shared by the SPA and the local API like
// contract.ts; types come from the schemas. The rules behind them (who sees a case, the lead
// rule, the place check): docs/decisions/0090-cases-leads-and-notifications.md. An answer of
// 404 from these extensions keeps the spec's behaviour in the SPA
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { z } from 'zod';
import { consultationSchema, instantSchema } from './booking-contract.ts';
import { categorySchema, idSchema, matchedLawyerSchema, pageOf, requiredText, text } from './contract.ts';
import { answersSchema } from './intake-answer-checks.ts';
import { FEE_DISAGREES, feeAgrees, quoteInSchema, quoteSchema } from './quote-contract.ts';
import { lazySchema } from './lazy-schema.ts';

export const URGENCIES = ['High', 'Medium', 'Low'] as const;
export const urgencySchema = lazySchema(() => z.enum(URGENCIES));
export type Urgency = z.infer<typeof urgencySchema>;
export const CASE_STATUSES = ['open', 'closed'] as const;
export const caseStatusSchema = lazySchema(() => z.enum(CASE_STATUSES));
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const CASE_TITLE_MAX = 150;
export const CASE_DESCRIPTION_MAX = 5000;
export const RESPONSE_MIN = 20;
export const RESPONSE_MAX = 2000;
/** Fair leads: the responses a case takes; after the last it is no one's lead
 * (docs/decisions/0125-fair-leads-and-response-time.md) */
export const RESPONSES_MAX = 5;

// ---- keeping a case --------------------------------------------------------------

const caseFields = () => ({
  title: requiredText(CASE_TITLE_MAX),
  description: requiredText(CASE_DESCRIPTION_MAX),
  // a UK place: the local API refuses one it does not know, with a message on this field
  location: requiredText(100),
  // the client's choice; without one the server files the case under the classifier's area when
  // it is sure, asks the client to choose when it is unsure, and keeps it without one when none fits
  category: categorySchema,
  urgency: urgencySchema,
});

// POST /api/cases/
// Without an urgency the answers decide (High when they show a near time limit), else Medium
// (docs/decisions/0132-follow-up-questions-and-time-limits.md).
export const caseCreateSchema = lazySchema(() => {
  const fields = caseFields();
  return z.strictObject({
    ...fields,
    category: fields.category.optional(),
    urgency: fields.urgency.optional(),
    /** this product's addition: the follow-up questions' answers (src/api/intake-questions.ts) */
    answers: answersSchema.optional(),
  });
});
export type CaseCreate = z.infer<typeof caseCreateSchema>;

// PATCH /api/cases/{id}/: any of the fields, checked as when the case was kept
export const casePatchSchema = lazySchema(() => {
  const fields = caseFields();
  return z.strictObject({
    title: fields.title.optional(),
    description: fields.description.optional(),
    location: fields.location.optional(),
    category: fields.category.optional(),
    urgency: fields.urgency.optional(),
    /** replaces the answers kept */
    answers: answersSchema.optional(),
  });
});
export type CasePatch = z.infer<typeof casePatchSchema>;

/** A case as its owner sees it. */
export const caseSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string(),
    description: z.string(),
    location: z.string(),
    // null: the description fits none of the eight areas and the client chose none; such a case
    // is a lead for no one until the client chooses one (docs/decisions/0061-classifier-says-when-it-is-unsure.md)
    category: categorySchema.nullable(),
    urgency: urgencySchema,
    status: caseStatusSchema,
    createdAt: instantSchema,
    // this product's addition: when the owner closed it
    closedAt: instantSchema.nullish(),
    responseCount: z.int().min(0),
    /** the follow-up questions' answers, question id to answer; absent from a backend without
     * them (docs/decisions/0132-follow-up-questions-and-time-limits.md) */
    answers: z.record(z.string(), z.string()).optional(),
  }),
);
export type Case = z.infer<typeof caseSchema>;

/**
 * A case as a lawyer sees it (a lead): the client's first name only, never the surname or the
 * e-mail (those only once a consultation between them is confirmed; docs/decisions/0090-cases-leads-and-notifications.md).
 */
export const leadSchema = lazySchema(() =>
  caseSchema.extend({
    /** a case without an area is no one's lead: a lead always has one */
    category: categorySchema,
    /** how many lawyers have answered it, of RESPONSES_MAX ('2 of 5 have answered'); absent from a
     * backend without the cap (docs/decisions/0125-fair-leads-and-response-time.md) */
    responseCount: z.int().min(0).optional(),
    clientFirstName: z.string(),
    /** whether this lawyer has responded to it */
    responded: z.boolean(),
    /** how far it is from the lawyer's place: 'Same city', '12 miles away'; null when unknown */
    distance: z.string().nullish(),
  }),
);
export type Lead = z.infer<typeof leadSchema>;

// GET /api/cases/?page=: a page of a client's own cases, or of a lawyer's leads (the caller knows
// which it is)
export const caseListSchema = lazySchema(() => pageOf(caseSchema));
export const leadListSchema = lazySchema(() => pageOf(leadSchema));
export const casesAnswerSchema = lazySchema(() => z.union([leadListSchema, caseListSchema]));

// ---- responses -------------------------------------------------------------------

export const FEE_KINDS = ['fixed', 'hourly'] as const;
const feeSchema = lazySchema(() =>
  z.strictObject({
    kind: z.enum(FEE_KINDS),
    amountPence: z
      .int({ error: 'A valid integer is required.' })
      .min(0, 'Ensure this value is greater than or equal to 0.')
      .max(10_000_000, 'Ensure this value is less than or equal to 10000000.'),
  }),
);
export type ResponseFee = z.infer<typeof feeSchema>;

// POST /api/cases/{id}/responses/; a quote's fee is its price where it can be one, and sent
// without one it is derived (docs/decisions/0124-quotes-on-responses.md)
export const responseCreateSchema = lazySchema(() =>
  z
    .strictObject({
      message: text(RESPONSE_MAX).min(
        RESPONSE_MIN,
        `Ensure this field has at least ${RESPONSE_MIN} characters.`,
      ),
      fee: feeSchema.nullish(),
      quote: quoteInSchema.nullish(),
    })
    .refine((body) => feeAgrees(body.fee, body.quote), { path: ['fee'], message: FEE_DISAGREES }),
);
export type ResponseCreate = z.infer<typeof responseCreateSchema>;

/** The lawyer's card, as on a match (the match score aside). */
export const lawyerCardSchema = lazySchema(() => matchedLawyerSchema.omit({ matchScore: true }));
export type LawyerCard = z.infer<typeof lawyerCardSchema>;

export const caseResponseSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    caseId: idSchema,
    lawyer: lawyerCardSchema,
    message: z.string(),
    fee: z.object({ kind: z.enum(FEE_KINDS), amountPence: z.int().min(0) }).nullable(),
    /** the structured quote; absent from a backend without quotes */
    quote: quoteSchema.nullish(),
    createdAt: instantSchema,
  }),
);
export type CaseResponse = z.infer<typeof caseResponseSchema>;

/**
 * GET /api/cases/{id}/: the case and its responses. The owner sees every response; a lawyer
 * sees only their own, and the client's first name. `responseCount` counts every response the
 * case has, to a lawyer too (docs/decisions/0125-fair-leads-and-response-time.md).
 */
export const caseDetailSchema = lazySchema(() =>
  caseSchema.extend({
    responses: z.array(caseResponseSchema),
    /** to a lawyer: the client's first name; to the owner: null */
    clientFirstName: z.string().nullish(),
    /** to a lawyer: whether they have responded */
    responded: z.boolean().optional(),
    /** to the owner: the consultations booked about this case, soonest first */
    consultations: z.array(consultationSchema).optional(),
  }),
);
export type CaseDetail = z.infer<typeof caseDetailSchema>;

// ---- notifications ---------------------------------------------------------------

/** the kinds the local API writes; another backend may add its own, which the SPA shows as text */
export const NOTIFICATION_KINDS = [
  'case_response',
  'new_lead',
  'verification',
  // a consultation's changes, each told to the other side (docs/consultations.md)
  'consultation_requested',
  'consultation_confirmed',
  'consultation_declined',
  'consultation_proposed',
  'consultation_accepted',
  'consultation_proposal_declined',
  'consultation_rescheduled',
  'consultation_cancelled',
  'consultation_completed',
  'consultation_no_show',
  // 24 hours and 1 hour before a confirmed consultation (docs/decisions/0130-invitations-and-reminders.md)
  'consultation_reminder',
  // reviews (docs/decisions/0101-reviews-from-consultations.md): to the lawyer, and the reply to the client
  'review_received',
  'review_reply',
  // a new message in a conversation: one unread a conversation (docs/conversations.md)
  'message',
] as const;

export const notificationSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    kind: z.string(),
    text: z.string(),
    /** a path of the SPA, such as /cases/12 */
    link: z.string().nullable(),
    createdAt: instantSchema,
    readAt: instantSchema.nullable(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

// GET /api/notifications/?page= and the answer of POST /api/notifications/read/ (its first page):
// newest first, with how many are unread in all
export const notificationListSchema = lazySchema(() =>
  pageOf(notificationSchema).extend({ unread: z.int().min(0) }),
);
export type NotificationList = z.infer<typeof notificationListSchema>;

// POST /api/notifications/read/: these, or every one when `ids` is left out
export const notificationsReadSchema = lazySchema(() =>
  z.strictObject({
    ids: z.array(idSchema).max(200, 'Ensure this field has no more than 200 elements.').optional(),
  }),
);
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
