import { apiConfig } from '@/api/config';
import { lawyerProfileSchema } from '@/api/contract';
import { request, requestAccepted } from '@/api/http';

const base = () => `${apiConfig.profiles}/api/accounts/lawyer-profiles`;

/** spec §7: multipart upload with the bearer token. Its answer is "only logged": any 2xx is
 * success whatever its body, and the status shown afterwards comes from fetchLawyerProfile
 * (docs/decisions/0006-profile-upload-checks-the-status.md, 0014-read-only-what-the-spec-lists.md). */
export function submitLawyerProfile(form: FormData, onUploadProgress?: (fraction: number) => void) {
  return requestAccepted(`${base()}/`, { form, auth: true, ...(onUploadProgress ? { onUploadProgress } : {}) });
}

/** Extension: the lawyer's own profile, documents on file and verification status. */
export function fetchLawyerProfile() {
  return request(`${base()}/me/`, { schema: lawyerProfileSchema, auth: true });
}
