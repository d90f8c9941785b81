// The services page's read of what the lawyer publishes. A 404 is an answer: the backend keeps no
// services, and the page says so (docs/services-and-prices.md).
import { queryOptions } from '@tanstack/react-query';
import { earlyOwnServices, fetchOwnServices } from '@/api/lawyer-services';

export const ownServicesQuery = queryOptions({
  queryKey: ['services', 'own'] as const,
  queryFn: ({ signal }) => fetchOwnServices(signal),
  // the answer asked for with the page's code, when it has come first
  // (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md)
  initialData: earlyOwnServices,
});
