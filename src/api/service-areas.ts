// Which of the product's eight areas of law each service belongs to, so that a lawyer's card puts
// the services of the case's area first, and Respond to Case starts from the lawyer's service of
// the case's area (docs/services-and-prices.md). One mapping for the SPA and the local API.
// Uncontested probate belongs to none: wills and estates are outside the eight
// (server/rules/classifier/lexicon/outside.ts); an 'other' service is the lawyer's own and has no
// known area. Without zod: only types come from the contract.
import type { Category } from './contract.ts';
import type { ServiceKind } from './service-kinds.ts';

const SERVICE_AREAS: Record<ServiceKind, Category | null> = {
  conveyancing_purchase: 'Property Law',
  conveyancing_sale: 'Property Law',
  probate: null,
  motoring_offences: 'Criminal Law',
  employment_tribunal_claimant: 'Employment Law',
  employment_tribunal_respondent: 'Employment Law',
  immigration: 'Immigration Law',
  debt_recovery: 'Corporate Law',
  business_licensing: 'Corporate Law',
  other: null,
};

/** The services of `area` first, the rest after; each part in the lawyer's own order. */
export function areaFirst<T extends { service: ServiceKind }>(services: readonly T[], area: Category): T[] {
  const inArea = services.filter((s) => SERVICE_AREAS[s.service] === area);
  return [...inArea, ...services.filter((s) => SERVICE_AREAS[s.service] !== area)];
}

/** The lawyer's first service of `area`, in their own order; undefined when none is of it. */
export function serviceOfArea<T extends { service: ServiceKind }>(
  services: readonly T[],
  area: Category | null,
): T | undefined {
  return area === null ? undefined : services.find((s) => SERVICE_AREAS[s.service] === area);
}
