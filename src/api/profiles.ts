import { apiConfig } from '@/api/config';
import { lawyerProfileSchema } from '@/api/contract';
import { request } from '@/api/http';

const base = () => `${apiConfig.profiles}/api/accounts/lawyer-profiles`;

/** spec §7 with DESIGN decision 6: multipart upload, bearer token, status checked. */
export function submitLawyerProfile(form: FormData, onUploadProgress?: (fraction: number) => void) {
  return request(`${base()}/`, { schema: lawyerProfileSchema, form, auth: true, ...(onUploadProgress ? { onUploadProgress } : {}) });
}

/** Extension: the lawyer's own profile, documents on file and verification status. */
export function fetchLawyerProfile() {
  return request(`${base()}/me/`, { schema: lawyerProfileSchema, auth: true });
}
