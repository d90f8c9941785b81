import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { apiConfig } from '@/api/config';
import {
  lawyerProfileSchema,
  REVIEW_KINDS,
  VERIFICATION_STATUSES,
  verificationHistorySchema,
  type LawyerProfile,
} from '@/api/contract';
import { earlyData } from '@/api/asked-early';
import { askEarly, request } from '@/api/http';
import { absentOr, boolean, nullOr, number, oneOf, shape, string, type Read } from '@/api/read-by-hand';
import { REGULATORS } from '@/api/regulators';
import { lazySchema } from './lazy-schema.ts';

const base = () => `${apiConfig.profiles}/api/accounts/lawyer-profiles`;

/** What a save did, where the answer says (docs/decisions/0086-save-is-not-submit.md). */
export type SaveReview = NonNullable<z.infer<typeof lawyerProfileSchema.shape.review>>;
const reviewOnly = lazySchema(() => z.object({ review: lawyerProfileSchema.shape.review }));

/** spec §7: multipart upload with the bearer token. Its answer is "only logged": any 2xx is
 * success whatever its body (JSON of any shape, empty, text), and the status shown afterwards
 * comes from fetchLawyerProfile (docs/decisions/0006-profile-upload-checks-the-status.md,
 * 0014-read-only-what-the-spec-lists.md). Only `review`, where a backend sends it, is read: it
 * says whether the save was sent for review; anything else gives undefined. */
export async function submitLawyerProfile(
  form: FormData,
  onUploadProgress?: (fraction: number) => void,
): Promise<SaveReview | undefined> {
  try {
    const body = await request(`${base()}/`, {
      schema: z.unknown(),
      form,
      auth: true,
      ...(onUploadProgress ? { onUploadProgress } : {}),
    });
    const read = reviewOnly.safeParse(body);
    return read.success ? read.data.review : undefined;
  } catch (error) {
    // a 2xx whose body is not JSON is still a success
    const status = isApiError(error) ? (error.status ?? 0) : 0;
    if (isApiError(error) && error.kind === 'parse' && status >= 200 && status < 300) return undefined;
    throw error;
  }
}

/** the contract's nullish: absent stays absent, null stays null */
const nullish = <T>(read: Read<T>) => absentOr(nullOr(read));

type Verification = LawyerProfile['verification'];

/** The lawyer's own profile as `lawyerProfileSchema` reads it, by hand: the profile page and the
 * header's standing draw it in the page's first render, which then builds no schema
 * (docs/decisions/0160-first-answers-read-by-hand.md). */
export const readLawyerProfile = shape<LawyerProfile>({
  profile: nullOr(
    shape<NonNullable<LawyerProfile['profile']>>({
      full_name: string,
      specialization: string,
      location: string,
      experience_years: number(-Infinity, Infinity),
      license_number: string,
      education: string,
      bio: string,
      regulator: absentOr(oneOf(REGULATORS)),
      hourly_rate: nullish(number(-Infinity, Infinity)),
      first_consultation_fee: nullish(number(-Infinity, Infinity)),
    }),
  ),
  documents: shape({
    profile_picture: boolean,
    government_id: boolean,
    law_degree: boolean,
    bar_certificate: boolean,
  }),
  verification: shape<Verification>({
    status: oneOf([...VERIFICATION_STATUSES, 'not_submitted']),
    reason: nullish(string),
    message: nullish(string),
    submittedAt: nullish(string),
    verified: absentOr(boolean),
    verifiedAt: nullish(string),
    kind: absentOr(oneOf(REVIEW_KINDS)),
    pendingChange: nullish(
      shape({ full_name: string, regulator: oneOf(REGULATORS), license_number: string }),
    ),
    renewal: nullish(
      shape<NonNullable<Verification['renewal']>>({
        state: oneOf(['current', 'due', 'lapsed']),
        dueBy: nullOr(string),
        leavesMatchingOn: nullOr(string),
      }),
    ),
    idDeletesAt: nullish(string),
    idDeletedAt: nullish(string),
  }),
  review: absentOr(oneOf(['none', ...REVIEW_KINDS])),
});

/** Extension: the lawyer's own profile, documents on file and verification status. */
export function fetchLawyerProfile() {
  return request(`${base()}/me/`, { schema: readLawyerProfile, auth: true });
}

/** Starts that GET now, for the profile page about to draw. */
export const askLawyerProfileEarly = () => askEarly(`${base()}/me/`, readLawyerProfile);

/** That profile, if it has come: the page's first render draws it. */
export const earlyLawyerProfile = () => earlyData(`${base()}/me/`, readLawyerProfile);

/** Extension: every submission and decision about the lawyer, oldest first. */
export function fetchVerificationHistory() {
  return request(`${base()}/me/history/`, { schema: verificationHistorySchema, auth: true });
}
