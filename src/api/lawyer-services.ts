// A lawyer's services and prices, their indemnity insurance and complaints procedure
// (src/api/services-contract.ts, docs/services-and-prices.md). An extension on the profiles
// backend: a 404 means the backend keeps no services, and the page says so
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). Its answers are read by hand,
// so that the page's first render builds no schema to draw them
// (docs/decisions/0160-first-answers-read-by-hand.md).
import { apiConfig } from '@/api/config';
import { earlyData } from '@/api/asked-early';
import { askEarly, request } from '@/api/http';
import { array, nullOr, shape, string } from '@/api/read-by-hand';
import type { LawyerServices, ServicesPut } from '@/api/services-contract';
import { indemnityInsurance, service } from '@/api/services-read';

const servicesUrl = () => `${apiConfig.profiles}/api/lawyers/me/services/`;

/** GET and the answer of PUT /api/lawyers/me/services/, as `lawyerServicesSchema` reads them */
export const readLawyerServices = shape<LawyerServices>({
  services: array(service),
  indemnityInsurance: nullOr(indemnityInsurance),
  complaints: nullOr(string),
});

/** The signed-in lawyer's services as kept: none until the first save. */
export function fetchOwnServices(signal?: AbortSignal) {
  return request(servicesUrl(), { schema: readLawyerServices, auth: true, signal });
}

/** Starts that GET now, for the services page about to draw. */
export const askOwnServicesEarly = () => askEarly(servicesUrl(), readLawyerServices);

/** That answer, if it has come: the page's first render draws it. */
export const earlyOwnServices = () => earlyData(servicesUrl(), readLawyerServices);

/** Replaces the list, the insurance and the complaints procedure; answers them as now kept. */
export function saveOwnServices(body: ServicesPut) {
  return request(servicesUrl(), { schema: readLawyerServices, method: 'PUT', json: body, auth: true });
}
