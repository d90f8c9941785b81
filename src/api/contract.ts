// The wire contract: every request and response shape, spec and extension, in one place.
// The SPA parses every response with these schemas, the MSW handlers build their
// fixtures from them and the local API (server/) validates requests with them.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { DEFAULT_REGULATOR, REGULATORS } from './regulators.ts';
import { REGISTRABLE_USER_TYPES, USER_TYPES } from './roles.ts';
import { serviceSummarySchema } from './services-contract.ts';
import { requiredText, text } from './text-fields.ts';
import { lazySchema } from './lazy-schema.ts';

// spec §3: the eight legal categories
export const CATEGORIES = [
  'Family Law',
  'Criminal Law',
  'Corporate Law',
  'Immigration Law',
  'Property Law',
  'Employment Law',
  'Personal Injury',
  'Tax Law',
] as const;
export const categorySchema = lazySchema(() => z.enum(CATEGORIES));
export type Category = z.infer<typeof categorySchema>;

export { REGISTRABLE_USER_TYPES, USER_TYPES };
export const userTypeSchema = lazySchema(() => z.enum(USER_TYPES));
export type UserType = z.infer<typeof userTypeSchema>;
export const registrableUserTypeSchema = lazySchema(() => z.enum(REGISTRABLE_USER_TYPES));
export type RegistrableUserType = z.infer<typeof registrableUserTypeSchema>;

export { PASSWORD_MAX, PASSWORD_MIN };
// spec §9: one file at most 10 MB (docs/decisions/0021-uploads-judged-by-content.md)
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** an id as any backend sends it: text or a whole number */
export const idSchema = lazySchema(() => z.union([z.string().min(1), z.number().int()]).transform(String));
const id = idSchema;

// ---- pages ----------------------------------------------------------------------------
// Every list that can grow is paged (docs/decisions/0110-limits-on-writing.md): `?page=` from 1,
// PAGE_SIZE a page (at most 50), in Django REST's page-number shape: how many in all, the
// addresses of the next and the previous page (null at either end), and this page's items.
export const PAGE_SIZE = 20;
const PAGE_WORDS = 'A valid page number is required.';
/** the `page` of a query: a whole number from 1, 1 when left out */
export const pageNumberSchema = lazySchema(() =>
  z.coerce
    .number({ error: PAGE_WORDS })
    .pipe(z.int({ error: PAGE_WORDS }).min(1, PAGE_WORDS).max(100_000, PAGE_WORDS))
    .default(1),
);
/** the query of a list that takes nothing but its page */
export const pageQuerySchema = lazySchema(() => z.strictObject({ page: pageNumberSchema }));
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

// ---- e-mail and password rules ------------------------------------------------------
// Once, for the calls below and for the sign-in forms (src/features/auth/auth-schemas.ts), each
// in its own words: the forms speak as spec §5 does, the calls as Django REST. The server adds
// only its refusal of weak passwords (server/auth/password-rules.ts).

export const EMAIL_MAX = 254;
/** An e-mail address: trimmed, at most 254 characters, of an address's shape. `blank`, when
 * given, is said of an empty one first; `lowercase` gives it as the server keeps it. */
export function emailAddress(words: { invalid: string; blank?: string; lowercase?: boolean }) {
  let typed = z.string().trim();
  if (words.lowercase) typed = typed.toLowerCase();
  if (words.blank) typed = typed.min(1, words.blank);
  return typed.max(EMAIL_MAX, words.invalid).pipe(z.email(words.invalid));
}
/** A new password: spec §9's minimum, said in the caller's words, and an upper bound. */
export const newPassword = (tooShort: string) =>
  z
    .string()
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const email = lazySchema(() => emailAddress({ invalid: 'Enter a valid email address.', lowercase: true }));

// ---- accounts ------------------------------------------------------------------

export const tokensSchema = lazySchema(() =>
  z.object({ access: z.string().min(1), refresh: z.string().min(1) }),
);
export type Tokens = z.infer<typeof tokensSchema>;

export const apiUserSchema = lazySchema(() =>
  z.object({
    id,
    email: z.string(),
    name: z.string(),
    role: userTypeSchema,
    // spec §3: false when missing
    isVerified: z.boolean().optional().default(false),
    /** whether the address is confirmed (this product's addition); true when a backend does not say */
    emailVerified: z.boolean().optional().default(true),
  }),
);
export type ApiUser = z.infer<typeof apiUserSchema>;

export const registerRequestSchema = lazySchema(() =>
  z.strictObject({
    name: requiredText(100),
    email,
    password: newPassword(`Password must be at least ${PASSWORD_MIN} characters`),
    userType: registrableUserTypeSchema,
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
// spec §7 reads the tokens only: a `user` beside them is used when it is readable and ignored
// when it is absent or of another shape (docs/decisions/0014-read-only-what-the-spec-lists.md)
export const registerResponseSchema = lazySchema(() =>
  z.object({
    tokens: tokensSchema,
    user: apiUserSchema.optional().catch(undefined),
  }),
);

export const loginRequestSchema = lazySchema(() =>
  z.strictObject({
    email,
    password: z.string().min(1, 'This field may not be blank.').max(PASSWORD_MAX),
    role: userTypeSchema.optional(),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = lazySchema(() => z.object({ tokens: tokensSchema, user: apiUserSchema }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = lazySchema(() =>
  z.strictObject({ refresh: z.string().min(1).max(4096) }),
);
// the refresh token rotates: a new one may come back
export const refreshResponseSchema = lazySchema(() =>
  z.object({
    access: z.string().min(1),
    refresh: z.string().min(1).optional(),
  }),
);

// ends the session on the server: the refresh token's whole family is revoked; 204 whatever
// the token was (docs/decisions/0076-logout-revokes-the-refresh-token.md)
export const logoutRequestSchema = lazySchema(() =>
  z.strictObject({
    refresh: z
      .string()
      .min(1, 'This field may not be blank.')
      .max(4096, 'Ensure this field has no more than 4096 characters.'),
  }),
);
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;
// 204 with no body; any 2xx will do, its body is not read
export const logoutResponseSchema = lazySchema(() => z.unknown());

export const meResponseSchema = apiUserSchema;

// ---- managing an account (docs/decisions/0113-accounts-people-can-manage.md) ----------------
/** a link's token from an e-mail: random, URL-safe */
const linkToken = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, 'This link is not complete: open it again from the e-mail.')
    .max(200, 'This link is not complete: open it again from the e-mail.'),
);

// POST /api/accounts/email/verify/ {token} → 204: the address is confirmed
export const emailVerifySchema = lazySchema(() => z.strictObject({ token: linkToken }));
// POST /api/accounts/password/forgot/ {email} → 202 whether or not an account has the address
export const passwordForgotSchema = lazySchema(() => z.strictObject({ email }));
export type PasswordForgot = z.infer<typeof passwordForgotSchema>;
// POST /api/accounts/password/reset/ {token, password} → 204; every session of the account ends
export const passwordResetSchema = lazySchema(() =>
  z.strictObject({
    token: linkToken,
    password: newPassword(`Password must be at least ${PASSWORD_MIN} characters`),
  }),
);
export type PasswordReset = z.infer<typeof passwordResetSchema>;
// POST /api/accounts/me/password/ {currentPassword, newPassword} → 204; the other sessions end
export const passwordChangeSchema = lazySchema(() =>
  z.strictObject({
    currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX),
    newPassword: newPassword(`Password must be at least ${PASSWORD_MIN} characters`),
  }),
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
// PATCH /api/accounts/me/ {name} → the user
export const nameChangeSchema = lazySchema(() => z.strictObject({ name: requiredText(100) }));
export type NameChange = z.infer<typeof nameChangeSchema>;
// POST /api/accounts/me/email/ {email, password} → 202: a link goes to the new address, which
// takes effect when it is confirmed
export const emailChangeSchema = lazySchema(() =>
  z.strictObject({
    email,
    password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX),
  }),
);
export type EmailChange = z.infer<typeof emailChangeSchema>;
// POST /api/accounts/email/change/ {token} → 204: the new address replaces the old
export const emailChangeConfirmSchema = lazySchema(() => z.strictObject({ token: linkToken }));
/** a 202's answer: what will happen, in words to show */
export const acceptedSchema = lazySchema(() => z.object({ detail: z.string() }));
/** the `code` of a 401 whose session was ended for a reason, given in its `detail` */
export const SESSION_ENDED = 'session_ended';

// ---- matching --------------------------------------------------------------------

export const matchRequestSchema = lazySchema(() =>
  z.strictObject({
    city: requiredText(100),
    issue: requiredText(5000),
    category: categorySchema.optional(),
  }),
);
export type MatchRequest = z.infer<typeof matchRequestSchema>;

export const matchedLawyerSchema = lazySchema(() =>
  z.object({
    id,
    name: z.string(),
    profile_picture: z.string().nullish(),
    specialization: z.string(),
    // a fraction (0–1) or a percentage (0–100) (docs/decisions/0024-one-wire-contract.md)
    matchScore: z.number().min(0).max(100),
    rating: z.number().min(0).max(5),
    reviews: z.number().int().min(0),
    isVerified: z.boolean(),
    location: z.string(),
    experience: z.number().min(0),
    // the lawyer's own rate in pounds; null where the lawyer set none ('Fee on request')
    hourlyRate: z.number().min(0).nullish(),
    // extension: when the lawyer was last approved ('Verified on {date}')
    verifiedAt: z.string().nullish(),
    // extension: how far the lawyer is from the case's place ('Same city', '12 miles away');
    // absent where either place is unknown
    distance: z.string().nullish(),
    // extension: the lawyer's services and their prices, the ones of the case's area first
    // (docs/services-and-prices.md); absent from a backend without them
    services: z.array(serviceSummarySchema).optional(),
    // extension: the median hours from a case becoming the lawyer's lead to their response, over
    // their last 90 days; null before they have 3 responses there ('Usually responds within N
    // hours', docs/services-and-prices.md); absent from a backend without it
    responseTimeHours: z.int().min(0).nullish(),
    // extension: the lawyer's regulator and licence number, with the way to check them on the
    // regulator's register (src/api/regulator-register.ts,
    // docs/decisions/0126-how-we-rank-and-true-landing-words.md); absent from a backend without them
    regulator: z.string().nullish(),
    licenseNumber: z.string().optional(),
  }),
);
export type MatchedLawyer = z.infer<typeof matchedLawyerSchema>;
export const matchResponseSchema = lazySchema(() =>
  z.object({
    matched: z.boolean(),
    lawyers: z.array(matchedLawyerSchema).default([]),
  }),
);
export type MatchResponse = z.infer<typeof matchResponseSchema>;

// ---- lawyer profiles -------------------------------------------------------------

export const DOCUMENT_KINDS = ['government_id', 'law_degree', 'bar_certificate'] as const;
export const FILE_KINDS = ['profile_picture', ...DOCUMENT_KINDS] as const;
export const fileKindSchema = lazySchema(() => z.enum(FILE_KINDS));
export type FileKind = z.infer<typeof fileKindSchema>;

// whole pounds or pounds and pence as typed ('150', '£95.50'); blank is none
export const FEE_MAX_POUNDS = 5000;
const poundsAsPence = lazySchema(() =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^£/, '') || undefined : v),
    z.coerce
      .number({ error: 'Enter an amount in pounds, such as 150.' })
      .positive('Enter an amount in pounds, such as 150.')
      .max(FEE_MAX_POUNDS, `Ensure this value is less than or equal to ${FEE_MAX_POUNDS}.`)
      .refine(
        (pounds) => Number.isInteger(Math.round(pounds * 100 * 1e6) / 1e6),
        'Use at most two decimal places.',
      )
      .transform((pounds) => Math.round(pounds * 100))
      .nullable()
      .default(null),
  ),
);

// spec §3: the text fields of the multipart profile submission (files travel beside them);
// `regulator`, `hourly_rate` and `first_consultation_fee` are this product's additions
// (docs/decisions/0086-save-is-not-submit.md, 0087-regulator-and-licence-number.md)
export const EXPERIENCE_MAX = 70;
export const profileFieldsSchema = lazySchema(() =>
  z.strictObject({
    regulator: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REGULATORS).default(DEFAULT_REGULATOR)),
    full_name: requiredText(100),
    specialization: categorySchema,
    location: requiredText(100),
    // multipart sends text: a blank value is missing, not 0
    experience_years: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'A valid integer is required.' })
        .int('A valid integer is required.')
        .min(0, 'Ensure this value is greater than or equal to 0.')
        .max(EXPERIENCE_MAX, `Ensure this value is less than or equal to ${EXPERIENCE_MAX}.`),
    ),
    license_number: requiredText(50),
    education: text(1000).default(''),
    bio: text(2000).default(''),
    hourly_rate: poundsAsPence,
    first_consultation_fee: poundsAsPence,
  }),
);
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'info_requested'] as const;
export const verificationStatusSchema = lazySchema(() => z.enum(VERIFICATION_STATUSES));
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

// what changes the lawyer sent that wait for an admin (the profile keeps the approved ones)
const verifiedFactsSchema = lazySchema(() =>
  z.object({
    full_name: z.string(),
    regulator: z.enum(REGULATORS),
    license_number: z.string(),
  }),
);
export type VerifiedFacts = z.infer<typeof verifiedFactsSchema>;
export const REVIEW_KINDS = ['first', 'change', 'renewal'] as const;

const documentsOnFileSchema = lazySchema(() =>
  z.object({
    profile_picture: z.boolean(),
    government_id: z.boolean(),
    law_degree: z.boolean(),
    bar_certificate: z.boolean(),
  }),
);

export const lawyerProfileSchema = lazySchema(() =>
  z.object({
    profile: z
      .object({
        full_name: z.string(),
        specialization: z.string(),
        location: z.string(),
        experience_years: z.number(),
        license_number: z.string(),
        education: z.string(),
        bio: z.string(),
        // this product's additions: absent from other backends
        regulator: z.enum(REGULATORS).optional(),
        hourly_rate: z.number().nullish(),
        first_consultation_fee: z.number().nullish(),
      })
      .nullable(),
    documents: documentsOnFileSchema,
    verification: z.object({
      status: z.union([verificationStatusSchema, z.literal('not_submitted')]),
      reason: z.string().nullish(),
      message: z.string().nullish(),
      submittedAt: z.string().nullish(),
      // this product's additions (docs/decisions/0086-save-is-not-submit.md, 0088, 0089)
      /** matched now: approved, and not lapsed past the yearly re-check */
      verified: z.boolean().optional(),
      verifiedAt: z.string().nullish(),
      kind: z.enum(REVIEW_KINDS).optional(),
      pendingChange: verifiedFactsSchema.nullish(),
      renewal: z
        .object({
          state: z.enum(['current', 'due', 'lapsed']),
          dueBy: z.string().nullable(),
          leavesMatchingOn: z.string().nullable(),
        })
        .nullish(),
      idDeletesAt: z.string().nullish(),
      idDeletedAt: z.string().nullish(),
    }),
    // what the last submission did: 'none' saved practice details only
    review: z.enum(['none', ...REVIEW_KINDS]).optional(),
  }),
);
export type LawyerProfile = z.infer<typeof lawyerProfileSchema>;

// ---- admin review ----------------------------------------------------------------

export const verificationRequestSchema = lazySchema(() =>
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    specialization: z.string(),
    city: z.string(),
    experience: z.number(),
    barNumber: z.string(),
    submittedDate: z.string(),
    documents: z.object({
      id: z.boolean(),
      degree: z.boolean(),
      bar: z.boolean(),
      photo: z.boolean().optional(),
    }),
    status: verificationStatusSchema.optional(),
    reason: z.string().nullish(),
    message: z.string().nullish(),
    // one more at every resubmission; a decision names the one reviewed, and when each document
    // was uploaded tells the admin which changed (docs/decisions/0075-decisions-name-the-version-reviewed.md)
    version: z.int().min(1).optional(),
    documentsUploadedAt: z.partialRecord(fileKindSchema, z.string()).optional(),
    // this product's additions for the admin's desk (docs/decisions/0086-save-is-not-submit.md)
    education: z.string().optional(),
    bio: z.string().optional(),
    regulator: z.enum(REGULATORS).optional(),
    kind: z.enum(REVIEW_KINDS).optional(),
    /** a verified lawyer's changed facts, waiting for this review; the lawyer is matched on the old */
    pendingChange: verifiedFactsSchema.nullish(),
    verifiedAt: z.string().nullish(),
    idDeletesAt: z.string().nullish(),
    idDeletedAt: z.string().nullish(),
  }),
);
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
// GET /api/accounts/admin/verification-requests/?page=: a page of the list asked for
export const verificationListSchema = lazySchema(() => pageOf(verificationRequestSchema));

// the admin's lists: new requests, waiting for information, re-checks of verified lawyers
// (a change or the yearly renewal), approved, rejected
export const QUEUES = ['new', 'info_requested', 'rechecks', 'approved', 'rejected'] as const;
export type Queue = (typeof QUEUES)[number];
export const verificationQuerySchema = lazySchema(() =>
  z.strictObject({
    status: verificationStatusSchema.optional(),
    queue: z.enum(QUEUES).optional(),
    search: text(100).optional(),
    page: pageNumberSchema,
  }),
);
export const verificationCountsSchema = lazySchema(() => z.record(z.enum(QUEUES), z.int().min(0)));

// a request's history: every submission and decision, never edited
export const HISTORY_ACTIONS = [
  'submitted',
  'change_submitted',
  'renewal_submitted',
  'approved',
  'rejected',
  'info_requested',
  'id_deleted',
] as const;
export const verificationEventSchema = lazySchema(() =>
  z.object({
    id,
    at: z.string(),
    action: z.enum(HISTORY_ACTIONS),
    kind: z.enum(REVIEW_KINDS),
    version: z.int().min(1),
    /** who: the lawyer, an admin by name, or null for the service itself */
    by: z.string().nullable(),
    note: z.string().nullable(),
    /** what a submission changed: field names and document kinds */
    changes: z.array(z.string()),
  }),
);
export type VerificationEvent = z.infer<typeof verificationEventSchema>;
export const verificationHistorySchema = lazySchema(() => z.array(verificationEventSchema));
// the version the admin reviewed: optional, so the calls stay valid for a backend without
// versions; a server that has them answers 409 when it differs
// (docs/decisions/0075-decisions-name-the-version-reviewed.md)
const reviewedVersion = lazySchema(() => z.int('A valid integer is required.').min(1).optional());
export const approveRequestSchema = lazySchema(() => z.strictObject({ version: reviewedVersion }));
export const rejectRequestSchema = lazySchema(() =>
  z.strictObject({
    reason: requiredText(1000),
    version: reviewedVersion,
  }),
);
export const requestInfoSchema = lazySchema(() =>
  z.strictObject({ message: requiredText(1000), version: reviewedVersion }),
);

// ---- errors ----------------------------------------------------------------------

// Django REST style: {"detail": "..."} or {"field": ["message", ...]}
export const errorBodySchema = lazySchema(() =>
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
);

// the field helpers the other contract modules build on (booking-contract.ts)
export { requiredText, text };
