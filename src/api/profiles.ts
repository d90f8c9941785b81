import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { apiConfig } from '@/api/config';
import { lawyerProfileSchema, verificationHistorySchema } from '@/api/contract';
import { earlyData } from '@/api/asked-early';
import { askEarly, request } from '@/api/http';
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

/** Extension: the lawyer's own profile, documents on file and verification status. */
export function fetchLawyerProfile() {
  return request(`${base()}/me/`, { schema: lawyerProfileSchema, auth: true });
}

/** Starts that GET now, for the profile page about to draw. */
export const askLawyerProfileEarly = () => askEarly(`${base()}/me/`, lawyerProfileSchema);

/** That profile, if it has come: the page's first render draws it. */
export const earlyLawyerProfile = () => earlyData(`${base()}/me/`, lawyerProfileSchema);

/** Extension: every submission and decision about the lawyer, oldest first. */
export function fetchVerificationHistory() {
  return request(`${base()}/me/history/`, { schema: verificationHistorySchema, auth: true });
}
