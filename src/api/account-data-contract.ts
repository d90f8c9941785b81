// The wire contract of "your data" (docs/decisions/0102-your-data.md): the download of everything
// kept about the caller, and the deletion of their account. The export holds the caller's own
// fields only: the other side of a consultation is a role and a first name (a client) or the
// public name (a lawyer), never their e-mail, phone or note. Shared by the SPA and the local API.
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
import {
  PASSWORD_MAX,
  fileKindSchema,
  idSchema,
  userTypeSchema,
  verificationEventSchema,
  verificationStatusSchema,
} from './contract.ts';
import { reviewSchema } from './reviews-contract.ts';

export const EXPORT_FORMAT = 'lawmatch-export/1';

/** The download's file name: `lawmatch-data-YYYY-MM-DD.json` (the UTC date of the export). */
export const exportFileName = (at: Date): string => `lawmatch-data-${at.toISOString().slice(0, 10)}.json`;

const fee = offeredFeeSchema.nullable();

const exportedCaseSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  location: z.string(),
  category: z.string().nullable(),
  urgency: urgencySchema,
  status: caseStatusSchema,
  createdAt: instantSchema,
  closedAt: instantSchema.nullable(),
  /** the responses received, each lawyer by the public name on their profile */
  responses: z.array(z.object({ lawyer: z.string(), message: z.string(), fee, createdAt: instantSchema })),
});

const exportedConsultationSchema = z.object({
  id: idSchema,
  /** the caller's side */
  side: sideSchema,
  /** the other side: a client by first name, a lawyer by public name */
  with: z.object({ role: sideSchema, name: z.string() }),
  caseId: idSchema.nullable(),
  type: consultationTypeSchema,
  startsAt: instantSchema,
  endsAt: instantSchema,
  status: consultationStatusSchema,
  feePence: z.int().nullable(),
  /** the caller's own fields only: a client's phone and note, a lawyer's link and office */
  phone: z.string().nullable(),
  note: z.string().nullable(),
  joinUrl: z.string().nullable(),
  address: z.string().nullable(),
  /** the reason, when the caller gave it */
  reason: z.string().nullable(),
  closedBy: sideSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: instantSchema,
  account: z.object({
    id: idSchema,
    email: z.string(),
    name: z.string(),
    role: userTypeSchema,
    isVerified: z.boolean(),
    createdAt: instantSchema,
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
  availability: availabilitySchema.nullable(),
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
      })
      .nullable(),
    /** `by`: 'Lawyer' (you), 'An admin', or null for the service: no admin is named */
    history: z.array(verificationEventSchema),
  }),
  cases: z.array(exportedCaseSchema),
  responses: z.array(z.object({ caseId: idSchema, message: z.string(), fee, createdAt: instantSchema })),
  consultations: z.array(exportedConsultationSchema),
  reviewsWritten: z.array(
    reviewSchema.extend({ consultationId: idSchema, lawyer: z.string(), hidden: z.boolean() }),
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
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * GET /api/accounts/me/export/?page=N: the export a page at a time, so that no answer grows
 * without bound (docs/decisions/0110-limits-on-writing.md). Every page holds the account's single
 * facts and the N-th EXPORT_PAGE_SIZE of each list (cases, responses, consultations, reviews,
 * reports, notifications, the verification history); `next` is the next page's address while any
 * list has more. The download joins the pages into one file of accountExportSchema.
 */
export const EXPORT_PAGE_SIZE = 50;
export const EXPORT_LISTS = [
  'cases',
  'responses',
  'consultations',
  'reviewsWritten',
  'reviewsReceived',
  'reportsMade',
  'notifications',
] as const;
export const accountExportPageSchema = accountExportSchema.extend({
  page: z.int().min(1),
  next: z.string().nullable(),
});
export type AccountExportPage = z.infer<typeof accountExportPageSchema>;

// POST /api/accounts/me/delete/ {password} → 204
export const accountDeleteSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;
