// What the services-and-prices tests share: a lawyer's PUT and GET of /api/lawyers/me/services/,
// and services of each pricing shape (docs/services-and-prices.md).
import type { InjectOptions } from 'fastify';
import { bearer } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const SERVICES_URL = '/api/lawyers/me/services/';

export const putServices = (app: TestApp, access: string | null, payload: unknown) =>
  app.api.inject({
    method: 'PUT',
    url: SERVICES_URL,
    headers: access === null ? {} : bearer(access),
    payload: payload as InjectOptions['payload'],
  });

export const getServices = (app: TestApp, access: string | null) =>
  app.api.inject({ method: 'GET', url: SERVICES_URL, headers: access === null ? {} : bearer(access) });

export const PURCHASE = {
  service: 'conveyancing_purchase',
  pricing: { kind: 'fixed', amountPence: 120_000 },
  vat: 'excluded',
  disbursements: [
    { name: 'Searches', amountPence: 25_000 },
    { name: 'HM Land Registry fee', amountPence: 5_000 },
  ],
  stages: ['Contract and title', 'Searches', 'Exchange', 'Completion'],
  timescale: 'Usually 8 to 12 weeks',
  whoDoesTheWork: 'Alex Morgan, a solicitor of 12 years',
  description: 'Buying a freehold home with a mortgage.',
};

export const TRIBUNAL = {
  service: 'employment_tribunal_claimant',
  pricing: { kind: 'range', fromPence: 150_000, toPence: 300_000 },
  vat: 'excluded',
};

export const ADVICE = {
  service: 'other',
  name: 'Advice on a lease',
  pricing: { kind: 'hourly', ratePence: 25_000 },
  vat: 'included',
};

export const FULL = {
  services: [PURCHASE, TRIBUNAL, ADVICE],
  indemnityInsurance: { insurer: 'Northgate Underwriting', coverPence: 300_000_000 },
  complaints: 'https://morgan-law.example/complaints',
};
