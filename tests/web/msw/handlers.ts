// One handler per endpoint, answering as the contract says. Tests override with server.use().
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import {
  loginRequestSchema,
  logoutRequestSchema,
  matchRequestSchema,
  meResponseSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from '@/api/contract';
import { adminHandlers } from './admin-handlers';
import { availabilityHandlers } from './availability-handlers';
import { bookingHandlers } from './booking-handlers';
import { caseHandlers } from './case-handlers';
import { classifyHandlers } from './classify-handlers';
import { consultationHandlers } from './consultation-handlers';
import { conversationHandlers } from './conversation-handlers';
import { directoryHandlers } from './directory-handlers';
import { accounts, lawyerFixture, loginResponse, PASSWORD, tokensFor } from './fixtures';
import { notificationHandlers } from './notification-handlers';
import { profileHandlers } from './profile-handlers';
import { reviewReportHandlers, reviewScreenHandlers } from './review-handlers';
import { servicesHandlers } from './services-handlers';

export const urls = {
  login: `${apiConfig.accounts}/api/accounts/login/`,
  register: `${apiConfig.accounts}/api/accounts/register/`,
  refresh: `${apiConfig.accounts}/api/accounts/token/refresh/`,
  logout: `${apiConfig.accounts}/api/accounts/logout/`,
  me: `${apiConfig.accounts}/api/accounts/me/`,
  match: `${apiConfig.match}/api/match-lawyer`,
};

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const body: Record<string, string[]> = {};
  for (const issue of issues) (body[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  return HttpResponse.json(body, { status: 400 });
}

export const handlers = [
  http.post(urls.login, async ({ request }) => {
    const parsed = loginRequestSchema.safeParse(await request.json());
    if (!parsed.success) return fieldErrors(parsed.error.issues);
    const user = accounts[parsed.data.email];
    if (!user || parsed.data.password !== PASSWORD) {
      return HttpResponse.json({ detail: 'Invalid credentials' }, { status: 401 });
    }
    return HttpResponse.json(loginResponse(parsed.data.email));
  }),
  http.post(urls.register, async ({ request }) => {
    const parsed = registerRequestSchema.safeParse(await request.json());
    if (!parsed.success) return fieldErrors(parsed.error.issues);
    if (accounts[parsed.data.email]) {
      return HttpResponse.json({ email: ['A user with this email already exists.'] }, { status: 400 });
    }
    const user = {
      id: 77,
      email: parsed.data.email,
      name: parsed.data.name,
      role: parsed.data.userType,
      isVerified: parsed.data.userType === 'client',
    };
    return HttpResponse.json({ tokens: tokensFor({ id: '77' }), user }, { status: 201 });
  }),
  http.post(urls.refresh, async ({ request }) => {
    const parsed = refreshRequestSchema.safeParse(await request.json());
    if (!parsed.success) return fieldErrors(parsed.error.issues);
    return HttpResponse.json({
      access: `renewed-${parsed.data.refresh}`,
      refresh: `rotated-${parsed.data.refresh}`,
    });
  }),
  // docs/decisions/0076-logout-revokes-the-refresh-token.md: 204 whatever the token
  http.post(urls.logout, async ({ request }) => {
    const parsed = logoutRequestSchema.safeParse(await request.json());
    if (!parsed.success) return fieldErrors(parsed.error.issues);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(urls.me, ({ request }) => {
    const token = request.headers.get('Authorization');
    const user = Object.values(accounts).find((a) => token === `Bearer ${tokensFor(a).access}`);
    if (!user)
      return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
    return HttpResponse.json(meResponseSchema.parse(user));
  }),
  http.post(urls.match, async ({ request }) => {
    const parsed = matchRequestSchema.safeParse(await request.json());
    if (!parsed.success) return fieldErrors(parsed.error.issues);
    return HttpResponse.json({ matched: true, lawyers: [lawyerFixture] });
  }),
  ...profileHandlers,
  ...adminHandlers,
  ...caseHandlers,
  ...classifyHandlers,
  ...notificationHandlers,
  ...availabilityHandlers,
  ...servicesHandlers,
  ...directoryHandlers,
  ...bookingHandlers,
  // before the consultation handlers, whose `:id/:action/` would take `review/`
  ...reviewScreenHandlers,
  ...reviewReportHandlers,
  ...consultationHandlers,
  ...conversationHandlers,
  // the probe after a call that got no answer (src/api/transport.ts): no answer either, unless
  // a test says the server is there (failure-kinds.ts, originRefused)
  http.head('*', () => HttpResponse.error()),
];
