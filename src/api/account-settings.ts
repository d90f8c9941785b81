// Managing an account (docs/decisions/0113-accounts-people-can-manage.md): the links from the
// e-mails, a forgotten password, a new password, name or address. Extensions on the accounts
// backend: one that lacks them answers 404, and the pages then keep the spec's behaviour
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { z } from 'zod';
import { apiConfig } from '@/api/config';
import {
  acceptedSchema,
  meResponseSchema,
  type EmailChange,
  type NameChange,
  type PasswordChange,
  type PasswordForgot,
  type PasswordReset,
} from '@/api/contract';
import { request } from '@/api/http';
import { lazySchema } from './lazy-schema.ts';

const base = () => `${apiConfig.accounts}/api/accounts`;
// a 204's empty body
const noBody = lazySchema(() => z.unknown());

/** POST email/verify/ {token} → 204: the address of the sign-up link is confirmed. */
export function confirmAddress(token: string) {
  return request(`${base()}/email/verify/`, { schema: noBody, json: { token } });
}

/** POST me/email/verify/ → 202: a new confirmation link; 409 when confirmed, 429 past the limit. */
export function resendAddressLink() {
  return request(`${base()}/me/email/verify/`, { schema: acceptedSchema, method: 'POST', auth: true });
}

/** POST password/forgot/ {email} → 202 whether or not an account has the address. */
export function forgotPassword(body: PasswordForgot) {
  return request(`${base()}/password/forgot/`, { schema: acceptedSchema, json: body });
}

/** POST password/reset/ {token, password} → 204; 400 on `token` or `password`. */
export function resetPassword(body: PasswordReset) {
  return request(`${base()}/password/reset/`, { schema: noBody, json: body });
}

/** POST me/password/ {currentPassword, newPassword} → 204; the account's other sessions end. */
export function changePassword(body: PasswordChange) {
  return request(`${base()}/me/password/`, { schema: noBody, json: body, auth: true });
}

/** PATCH me/ {name} → the user with the new name. */
export function changeName(body: NameChange) {
  return request(`${base()}/me/`, { schema: meResponseSchema, method: 'PATCH', json: body, auth: true });
}

/** POST me/email/ {email, password} → 202: a link goes to the new address. */
export function changeAddress(body: EmailChange) {
  return request(`${base()}/me/email/`, { schema: acceptedSchema, json: body, auth: true });
}

/** POST email/change/ {token} → 204: the new address replaces the old. */
export function confirmNewAddress(token: string) {
  return request(`${base()}/email/change/`, { schema: noBody, json: { token } });
}
