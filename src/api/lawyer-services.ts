// A lawyer's services and prices, their indemnity insurance and complaints procedure
// (src/api/services-contract.ts, docs/services-and-prices.md). An extension on the profiles
// backend: a 404 means the backend keeps no services, and the page says so
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { apiConfig } from '@/api/config';
import { earlyData } from '@/api/asked-early';
import { askEarly, request } from '@/api/http';
import { lawyerServicesSchema, type ServicesPut } from '@/api/services-contract';

const servicesUrl = () => `${apiConfig.profiles}/api/lawyers/me/services/`;

/** The signed-in lawyer's services as kept: none until the first save. */
export function fetchOwnServices(signal?: AbortSignal) {
  return request(servicesUrl(), { schema: lawyerServicesSchema, auth: true, signal });
}

/** Starts that GET now, for the services page about to draw. */
export const askOwnServicesEarly = () => askEarly(servicesUrl(), lawyerServicesSchema);

/** That answer, if it has come: the page's first render draws it. */
export const earlyOwnServices = () => earlyData(servicesUrl(), lawyerServicesSchema);

/** Replaces the list, the insurance and the complaints procedure; answers them as now kept. */
export function saveOwnServices(body: ServicesPut) {
  return request(servicesUrl(), { schema: lawyerServicesSchema, method: 'PUT', json: body, auth: true });
}
