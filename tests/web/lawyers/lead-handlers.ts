// The lawyer's leads, availability switch and figures, answered as the local API does, with the
// contract's schemas (docs/decisions/0095-the-lawyers-leads-screens.md). State lives for one test:
// `useLeadBackend()` installs fresh handlers before each. Tests override with server.use().
import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import {
  caseDetailSchema,
  caseResponseSchema,
  leadSchema,
  responseCreateSchema,
  type CaseDetail,
  type CaseResponse,
  type Lead,
} from '@/api/cases-contract';
import { apiConfig } from '@/api/config';
import { lawyerStatsSchema, type LawyerStats } from '@/api/stats-contract';
import { accounts, lawyerFixture, tokensFor } from '../msw/fixtures';
import { answerPage } from '../msw/pages';
import { server } from '../msw/server';

const base = apiConfig.profiles;
export const leadUrls = {
  list: `${base}/api/cases/`,
  one: (id: string) => `${base}/api/cases/${id}/`,
  respond: (id: string) => `${base}/api/cases/${id}/responses/`,
  dismiss: (id: string) => `${base}/api/cases/${id}/dismiss/`,
  availability: `${base}/api/lawyers/me/availability/`,
  stats: `${base}/api/accounts/me/stats/`,
};

const DESCRIPTIONS: Record<string, string> = {
  '501':
    'My former partner will not let me see our daughter since the divorce. I want to arrange regular contact.',
  '502': 'We are separating after 12 years and need to agree how to divide the house and pensions.',
  '503': 'My ex-partner wants to move to Spain with our two children and I do not agree.',
};

/** Vera Verified's three leads, newest first: one answered already. */
export const LEADS: Lead[] = [
  {
    id: '501',
    title: 'Contact with my daughter after divorce',
    description: DESCRIPTIONS['501']!,
    location: 'London',
    category: 'Family Law',
    urgency: 'High',
    status: 'open',
    createdAt: '2026-11-20T10:00:00Z',
    clientFirstName: 'Hannah',
    responded: false,
    distance: 'Same city',
  },
  {
    id: '502',
    title: 'Financial settlement on separation',
    description: DESCRIPTIONS['502']!,
    location: 'Reading',
    category: 'Family Law',
    urgency: 'Medium',
    status: 'open',
    createdAt: '2026-11-18T09:30:00Z',
    clientFirstName: 'Oliver',
    responded: true,
    distance: '36 miles away',
  },
  {
    id: '503',
    title: 'Moving abroad with the children',
    description: DESCRIPTIONS['503']!,
    location: 'Slough',
    category: 'Family Law',
    urgency: 'Low',
    status: 'open',
    createdAt: '2026-11-16T15:45:00Z',
    clientFirstName: 'Priya',
    responded: false,
    distance: null,
  },
].map((lead) => leadSchema.parse(lead));

/** The response Vera sent to lead 502: a fixed fee of £250. */
const OWN_RESPONSE: CaseResponse = caseResponseSchema.parse({
  id: '9001',
  caseId: '502',
  lawyer: { ...lawyerFixture, id: 23, name: 'Vera Verified' },
  message: 'I can help you agree a fair settlement; a first meeting would cover the house and pensions.',
  fee: { kind: 'fixed', amountPence: 25000 },
  createdAt: '2026-11-19T11:15:00Z',
});

export const LIVE_STATS: LawyerStats = lawyerStatsSchema.parse({
  role: 'lawyer',
  newCases: 3,
  totalConsultations: 17,
  averageRating: 4.6,
  reviews: 9,
  monthlyEarningsPence: 123450,
});

/** A lead as its page shows it, with Vera's own response where she sent one. */
function leadDetail(lead: Lead, responses: CaseResponse[] = []): CaseDetail {
  const { distance: _distance, ...kase } = lead;
  // every lawyer's responses are counted, only the lawyer's own shown
  return caseDetailSchema.parse({
    ...kase,
    responseCount: lead.responseCount ?? responses.length,
    responses,
  });
}

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const noToken = () =>
  HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const body: Record<string, string[]> = {};
  for (const issue of issues) (body[issue.path.map(String).join('.') || 'detail'] ??= []).push(issue.message);
  return HttpResponse.json(body, { status: 400 });
}

function leadBackend(given: Lead[]) {
  let leads = given.map((lead) => ({ ...lead }));
  const responses = new Map<string, CaseResponse>([['502', OWN_RESPONSE]]);
  let available = true;
  const authed = (request: Request) => request.headers.get('Authorization')?.startsWith('Bearer ');
  // leads reach verified lawyers only, and only they may respond
  const verified = (request: Request) =>
    Object.values(accounts).some(
      (a) =>
        a.isVerified &&
        a.role === 'lawyer' &&
        request.headers.get('Authorization') === `Bearer ${tokensFor(a).access}`,
    );
  const find = (id: unknown) => leads.find((lead) => lead.id === String(id));
  // dismissed leads, in their place in the list, until an Undo puts them back
  const hidden = new Map<string, { lead: Lead; at: number }>();

  return [
    http.get(leadUrls.list, ({ request }) => {
      if (!authed(request)) return noToken();
      // an unavailable lawyer gets no leads
      return answerPage(request, available && verified(request) ? leads : []);
    }),
    http.get(`${base}/api/cases/:id/`, ({ request, params }) => {
      if (!authed(request)) return noToken();
      const lead = find(params.id);
      if (!lead) return notFound();
      const own = responses.get(lead.id);
      return HttpResponse.json(leadDetail(lead, own ? [own] : []));
    }),
    http.post(`${base}/api/cases/:id/responses/`, async ({ request, params }) => {
      if (!authed(request)) return noToken();
      const lead = find(params.id);
      if (!lead) return notFound();
      const parsed = responseCreateSchema.safeParse(await request.json());
      if (!parsed.success) return fieldErrors(parsed.error.issues);
      if (!verified(request)) {
        return HttpResponse.json({ detail: 'Only verified lawyers can respond to cases.' }, { status: 403 });
      }
      if (lead.responded) {
        return HttpResponse.json({ detail: 'You have already responded to this case.' }, { status: 409 });
      }
      const response = caseResponseSchema.parse({
        ...OWN_RESPONSE,
        id: `r-${lead.id}`,
        caseId: lead.id,
        message: parsed.data.message,
        fee: parsed.data.fee ?? null,
        quote: parsed.data.quote ?? null,
        createdAt: '2026-11-24T12:00:00Z',
      });
      lead.responded = true;
      if (lead.responseCount !== undefined) lead.responseCount += 1;
      responses.set(lead.id, response);
      return HttpResponse.json(response, { status: 201 });
    }),
    http.post(`${base}/api/cases/:id/dismiss/`, ({ request, params }) => {
      if (!authed(request)) return noToken();
      const lead = find(params.id);
      if (!lead) return notFound();
      hidden.set(lead.id, { lead, at: leads.indexOf(lead) });
      leads = leads.filter((other) => other.id !== lead.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(leadUrls.dismiss(':id'), ({ request, params }) => {
      if (!authed(request)) return noToken();
      const id = String(params.id);
      const back = hidden.get(id);
      if (!back) return find(id) ? new HttpResponse(null, { status: 204 }) : notFound();
      hidden.delete(id);
      leads = [...leads.slice(0, back.at), back.lead, ...leads.slice(back.at)];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(leadUrls.availability, ({ request }) => {
      if (!authed(request)) return noToken();
      return HttpResponse.json({
        timeZone: 'Europe/London',
        available,
        types: ['phone'],
        durationMinutes: 30,
      });
    }),
    http.put(leadUrls.availability, async ({ request }) => {
      if (!authed(request)) return noToken();
      const body = (await request.json()) as { available?: unknown };
      if (typeof body.available !== 'boolean')
        return fieldErrors([{ path: ['available'], message: 'Must be a valid boolean.' }]);
      available = body.available;
      return HttpResponse.json({
        timeZone: 'Europe/London',
        available,
        types: ['phone'],
        durationMinutes: 30,
      });
    }),
    http.get(leadUrls.stats, ({ request }) => (authed(request) ? HttpResponse.json(LIVE_STATS) : noToken())),
  ];
}

/** Before each test of the file: the leads backend above, fresh, with `given` leads (Vera's three
 * by default). */
export function useLeadBackend(given: () => Lead[] = () => LEADS) {
  beforeEach(() => {
    server.use(...leadBackend(given()));
  });
}

/** A backend that keeps no cases, no availability setting and no figures: each answers 404 and
 * the dashboard keeps the spec's behaviour. */
export function withoutLeadExtensions() {
  server.use(
    http.get(leadUrls.list, notFound),
    http.get(`${base}/api/cases/:id/`, notFound),
    http.get(leadUrls.availability, notFound),
    http.put(leadUrls.availability, notFound),
    http.get(leadUrls.stats, notFound),
  );
}
