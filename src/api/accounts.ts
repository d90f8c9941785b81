import { apiConfig } from '@/api/config';
import {
  loginResponseSchema,
  meResponseSchema,
  registerResponseSchema,
  type LoginRequest,
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
