import { apiConfig } from '@/api/config';
import {
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerResponseSchema,
  type LoginRequest,
  type LogoutRequest,
  type RegisterRequest,
} from '@/api/contract';
import { request } from '@/api/http';

const base = () => `${apiConfig.accounts}/api/accounts`;

export function loginRequest(body: LoginRequest) {
  return request(`${base()}/login/`, { schema: loginResponseSchema, json: body });
}

export function registerRequest(body: RegisterRequest) {
  return request(`${base()}/register/`, { schema: registerResponseSchema, json: body });
}

/** Extension: the signed-in user with a fresh isVerified. */
export function fetchMe() {
  return request(`${base()}/me/`, { schema: meResponseSchema, auth: true });
}

/** Extension: ends the session on the server, revoking the refresh token's family
 * (docs/decisions/0076-logout-revokes-the-refresh-token.md). No access token: it may have expired. */
export function logoutRequest(body: LogoutRequest, signal?: AbortSignal) {
  return request(`${base()}/logout/`, { schema: logoutResponseSchema, json: body, signal });
}
