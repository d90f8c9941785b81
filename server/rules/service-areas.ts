// Which area of law each service belongs to: one mapping for the SPA and the local API, kept in
// src/api/service-areas.ts (docs/services-and-prices.md).
export { areaFirst, serviceOfArea } from '../../src/api/service-areas.ts';
