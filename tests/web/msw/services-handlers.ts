// A lawyer's services and prices (GET/PUT /api/lawyers/me/services/), answered as the local API does
// (server/routes/lawyer-services.ts, docs/services-and-prices.md): none until a PUT, which replaces
// the whole list; a body the contract refuses is a 400 by field path.
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import { lawyerServicesSchema, servicesPutSchema, type LawyerServices } from '@/api/services-contract';

export const servicesUrl = `${apiConfig.profiles}/api/lawyers/me/services/`;
const NONE: LawyerServices = { services: [], indemnityInsurance: null, complaints: null };
let kept = NONE;

/** What the next GET answers (a test that saves calls it before each test). */
export function keepServices(services: LawyerServices = NONE) {
  kept = lawyerServicesSchema.parse(services);
}

export const servicesHandlers = [
  http.get(servicesUrl, () => HttpResponse.json(kept)),
  http.put(servicesUrl, async ({ request }) => {
    const sent = servicesPutSchema.safeParse(await request.json());
    if (!sent.success) {
      const body: Record<string, string[]> = {};
      for (const issue of sent.error.issues)
        (body[issue.path.map(String).join('.') || 'detail'] ??= []).push(issue.message);
      return HttpResponse.json(body, { status: 400 });
    }
    kept = lawyerServicesSchema.parse({
      ...sent.data,
      services: sent.data.services.map((s) => ({
        ...s,
        name: s.service === 'other' ? (s.name ?? null) : null,
      })),
    });
    return HttpResponse.json(kept);
  }),
];

export const servicesMissing = () => [
  http.get(servicesUrl, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
];
