// A request's history in words: what happened, who did it, when (UK time) and what changed.
import type { VerificationEvent } from '@/api/contract';

const ACTIONS: Record<VerificationEvent['action'], string> = {
  submitted: 'Sent for verification',
  change_submitted: 'Sent changes to verified details',
  renewal_submitted: 'Sent for the yearly renewal',
  approved: 'Approved',
  rejected: 'Rejected',
  info_requested: 'More information requested',
  id_deleted: 'Government ID deleted',
};

export const actionWords = (event: VerificationEvent) => ACTIONS[event.action];

/** what a submission changed, in this reader's words */
export const CHANGE_WORDS: Record<string, string> = {
  full_name: 'name',
  regulator: 'regulator',
  license_number: 'licence number',
  specialization: 'specialization',
  location: 'location',
  experience_years: 'experience',
  education: 'education',
  bio: 'bio',
  hourly_rate: 'hourly rate',
  first_consultation_fee: 'first consultation fee',
  government_id: 'government ID',
  law_degree: 'law degree certificate',
  bar_certificate: 'bar association certificate',
  profile_picture: 'photo',
};

// a UK desk: the time as it was in London, whatever the browser's zone
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** '2 Apr 2026, 10:15'; an unreadable value is shown as it came. */
export function formatDateTime(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}
