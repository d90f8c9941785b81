// The booking settings page's read of the settings. A 404 is an answer: the backend lacks the
// extension, and the page says the settings are not available there
// (docs/decisions/0097-availability-settings-screen.md).
import { queryOptions } from '@tanstack/react-query';
import { earlyAvailabilitySettings, fetchAvailabilitySettings } from '@/api/leads';
import { leadKeys } from '@/features/lawyers/leads/lead-queries';

export const availabilitySettingsQuery = queryOptions({
  // under the switch's key: what refreshes the switch refreshes these too
  queryKey: [...leadKeys.availability, 'settings'] as const,
  queryFn: ({ signal }) => fetchAvailabilitySettings(signal),
  // the answer asked for with the page's code, when it has come first
  // (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md)
  initialData: earlyAvailabilitySettings,
});
