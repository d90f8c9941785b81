// The wire contract: every request and response shape, spec and extension, in one place.
// The SPA parses every response with these schemas, the MSW handlers build their
// fixtures from them and the local API (server/) validates requests with them.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

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
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const USER_TYPES = ['client', 'lawyer', 'admin'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;
export const registrableUserTypeSchema = z.enum(['client', 'lawyer']);

export { PASSWORD_MAX, PASSWORD_MIN };
// spec §9 / issue: one file at most 10 MB
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** an id as any backend sends it: text or a whole number */
export const idSchema = z.union([z.string().min(1), z.number().int()]).transform(String);
const id = idSchema;
const text = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);
const requiredText = (max: number) => text(max).min(1, 'This field may not be blank.');
const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.'));

// ---- accounts ------------------------------------------------------------------

export const tokensSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type Tokens = z.infer<typeof tokensSchema>;

export const apiUserSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: userTypeSchema,
  // spec §3: false when missing
  isVerified: z.boolean().optional().default(false),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

export const registerRequestSchema = z.strictObject({
  name: requiredText(100),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  userType: registrableUserTypeSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
// spec §7 reads the tokens only: a `user` beside them is used when it is readable and ignored
// when it is absent or of another shape (docs/decisions/0014-read-only-what-the-spec-lists.md)
export const registerResponseSchema = z.object({ tokens: tokensSchema, user: apiUserSchema.optional().catch(undefined) });

export const loginRequestSchema = z.strictObject({
  email,
  password: z.string().min(1, 'This field may not be blank.').max(PASSWORD_MAX),
  role: userTypeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ tokens: tokensSchema, user: apiUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.strictObject({ refresh: z.string().min(1).max(4096) });
// the refresh token rotates: a new one may come back
export const refreshResponseSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1).optional() });

// ends the session on the server: the refresh token's whole family is revoked; 204 whatever
// the token was (docs/decisions/0076-logout-revokes-the-refresh-token.md)
export const logoutRequestSchema = z.strictObject({
  refresh: z
    .string()
    .min(1, 'This field may not be blank.')
    .max(4096, 'Ensure this field has no more than 4096 characters.'),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;
// 204 with no body; any 2xx will do, its body is not read
export const logoutResponseSchema = z.unknown();

export const meResponseSchema = apiUserSchema;

// ---- matching --------------------------------------------------------------------

export const matchRequestSchema = z.strictObject({
  city: requiredText(100),
  issue: requiredText(5000),
  category: categorySchema.optional(),
});
export type MatchRequest = z.infer<typeof matchRequestSchema>;

export const matchedLawyerSchema = z.object({
  id,
  name: z.string(),
  profile_picture: z.string().nullish(),
  specialization: z.string(),
  // DESIGN: a fraction (0–1) or a percentage (0–100)
  matchScore: z.number().min(0).max(100),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().min(0),
  isVerified: z.boolean(),
  location: z.string(),
  experience: z.number().min(0),
  hourlyRate: z.number().min(0),
});
export type MatchedLawyer = z.infer<typeof matchedLawyerSchema>;
export const matchResponseSchema = z.object({
  matched: z.boolean(),
  lawyers: z.array(matchedLawyerSchema).default([]),
});
export type MatchResponse = z.infer<typeof matchResponseSchema>;

// ---- lawyer profiles -------------------------------------------------------------

export const DOCUMENT_KINDS = ['government_id', 'law_degree', 'bar_certificate'] as const;
export const FILE_KINDS = ['profile_picture', ...DOCUMENT_KINDS] as const;
export const fileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof fileKindSchema>;

// spec §3: the text fields of the multipart profile submission (files travel beside them)
export const EXPERIENCE_MAX = 70;
export const profileFieldsSchema = z.strictObject({
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
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'info_requested'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

const documentsOnFileSchema = z.object({
  profile_picture: z.boolean(),
  government_id: z.boolean(),
  law_degree: z.boolean(),
  bar_certificate: z.boolean(),
});

export const lawyerProfileSchema = z.object({
  profile: z
    .object({
      full_name: z.string(),
      specialization: z.string(),
      location: z.string(),
      experience_years: z.number(),
      license_number: z.string(),
      education: z.string(),
      bio: z.string(),
    })
    .nullable(),
  documents: documentsOnFileSchema,
  verification: z.object({
    status: z.union([verificationStatusSchema, z.literal('not_submitted')]),
    reason: z.string().nullish(),
    message: z.string().nullish(),
    submittedAt: z.string().nullish(),
  }),
});
export type LawyerProfile = z.infer<typeof lawyerProfileSchema>;

// ---- admin review ----------------------------------------------------------------

export const verificationRequestSchema = z.object({
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
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
export const verificationListSchema = z.array(verificationRequestSchema);

export const verificationQuerySchema = z.strictObject({
  status: verificationStatusSchema.optional(),
  search: text(100).optional(),
});
// the version the admin reviewed: optional, so the calls stay valid for a backend without
// versions; a server that has them answers 409 when it differs
// (docs/decisions/0075-decisions-name-the-version-reviewed.md)
const reviewedVersion = z.int('A valid integer is required.').min(1).optional();
export const approveRequestSchema = z.strictObject({ version: reviewedVersion });
export const rejectRequestSchema = z.strictObject({
  reason: text(1000).optional(),
  version: reviewedVersion,
});
export const requestInfoSchema = z.strictObject({ message: requiredText(1000), version: reviewedVersion });

// ---- errors ----------------------------------------------------------------------

// Django REST style: {"detail": "..."} or {"field": ["message", ...]}
export const errorBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

// the field helpers the other contract modules build on (booking-contract.ts)
export { requiredText, text };
