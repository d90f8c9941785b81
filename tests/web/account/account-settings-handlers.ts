// The account-settings calls (docs/decisions/0113-accounts-people-can-manage.md) as the local API
// answers them (server/routes/account-settings.ts), checked with the contract's schemas: the
// fixture password is the current one, 'good-link' is the one link that works, once, and any
// address may ask for a reset (the same answer whether or not it has an account).
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import {
  emailChangeConfirmSchema,
  emailChangeSchema,
  emailVerifySchema,
  nameChangeSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
  SESSION_ENDED,
  type ApiUser,
} from '@/api/contract';
import { accounts, PASSWORD, tokensFor } from '../msw/fixtures';

const accountsApi = `${apiConfig.accounts}/api/accounts`;
export const settingsUrls = {
  verify: `${accountsApi}/email/verify/`,
  resend: `${accountsApi}/me/email/verify/`,
  forgot: `${accountsApi}/password/forgot/`,
  reset: `${accountsApi}/password/reset/`,
  password: `${accountsApi}/me/password/`,
  me: `${accountsApi}/me/`,
  email: `${accountsApi}/me/email/`,
  change: `${accountsApi}/email/change/`,
};

export const GOOD_LINK = 'good-link';
export const LINK_USED = 'This link has expired or was already used. Ask for a new one.';
export const WRONG_PASSWORD = 'The password is not right.';
export const TOO_COMMON = 'This password is too common.';
const RESET_DETAIL =
  'If an account uses this address, a link to choose a new password is on its way. It works once, within 60 minutes.';

const fields = (body: Record<string, string[]>) => HttpResponse.json(body, { status: 400 });
const refusal = (issues: { path: PropertyKey[]; message: string }[]) => {
  const body: Record<string, string[]> = {};
  for (const issue of issues) (body[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  return fields(body);
};

/** The fixture account whose access token the request carries. */
function caller(request: Request): ApiUser | undefined {
  const token = request.headers.get('Authorization');
  return Object.values(accounts).find((a) => token === `Bearer ${tokensFor(a).access}`);
}
const unauthenticated = () =>
  HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });

/** A link of `kind` that works once: `good-link`. */
function oneUseLink() {
  let used = false;
  return (token: string) => {
    if (token !== GOOD_LINK || used) return false;
    used = true;
    return true;
  };
}

/** Fresh handlers (each test's links unused). */
export function settingsHandlers() {
  const verifyLink = oneUseLink();
  const resetLink = oneUseLink();
  const changeLink = oneUseLink();
  return [
    http.post(settingsUrls.verify, async ({ request }) => {
      const parsed = emailVerifySchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error.issues);
      return verifyLink(parsed.data.token)
        ? new HttpResponse(null, { status: 204 })
        : fields({ token: [LINK_USED] });
    }),
    http.post(settingsUrls.resend, ({ request }) => {
      const user = caller(request);
      if (!user) return unauthenticated();
      return HttpResponse.json({ detail: `A new link is on its way to ${user.email}.` }, { status: 202 });
    }),
    http.post(settingsUrls.forgot, async ({ request }) => {
      const parsed = passwordForgotSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error.issues);
      return HttpResponse.json({ detail: RESET_DETAIL }, { status: 202 });
    }),
    http.post(settingsUrls.reset, async ({ request }) => {
      const parsed = passwordResetSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error.issues);
      if (parsed.data.password === 'password1') return fields({ password: [TOO_COMMON] });
      return resetLink(parsed.data.token)
        ? new HttpResponse(null, { status: 204 })
        : fields({ token: [LINK_USED] });
    }),
    http.post(settingsUrls.password, async ({ request }) => {
      if (!caller(request)) return unauthenticated();
      const parsed = passwordChangeSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error.issues);
      if (parsed.data.currentPassword !== PASSWORD) return fields({ currentPassword: [WRONG_PASSWORD] });
      if (parsed.data.newPassword === 'password1') return fields({ newPassword: [TOO_COMMON] });
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch(settingsUrls.me, async ({ request }) => {
      const user = caller(request);
      if (!user) return unauthenticated();
      const parsed = nameChangeSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error.issues);
      return HttpResponse.json({ ...user, name: parsed.data.name });
    }),
    http.post(settingsUrls.email, async ({ request }) => {
      const user = caller(request);
      if (!user) return unauthenticated();
      const parsed = emailChangeSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error.issues);
      if (parsed.data.password !== PASSWORD) return fields({ password: [WRONG_PASSWORD] });
      if (parsed.data.email === user.email) return fields({ email: ['This is your address already.'] });
      return HttpResponse.json(
        { detail: `We have sent a link to ${parsed.data.email}. Your address changes once you follow it.` },
        { status: 202 },
      );
    }),
    http.post(settingsUrls.change, async ({ request }) => {
      const parsed = emailChangeConfirmSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error.issues);
      return changeLink(parsed.data.token)
        ? new HttpResponse(null, { status: 204 })
        : fields({ token: [LINK_USED] });
    }),
  ];
}

/** A 401 of a session ended elsewhere, with its reason (the guard's and the refresh call's). */
export const sessionEnded = (detail: string) =>
  HttpResponse.json({ detail, code: SESSION_ENDED }, { status: 401 });
