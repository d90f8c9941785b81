// A verification history in its reader's words: the admin's desk and the lawyer's profile read
// the same events, each in its own words: what happened, who did it, the label of its note and
// what a submission changed (docs/decisions/0086-save-is-not-submit.md).
export type HistoryReader = 'admin' | 'lawyer';

/** An event as far as the words read it (src/api/contract.ts, which this layer may not import). */
export interface HistoryEvent {
  action: string;
  kind: string;
  by: string | null;
  changes: string[];
}

const ACTIONS: Record<HistoryReader, Record<string, string>> = {
  admin: {
    submitted: 'Sent for verification',
    change_submitted: 'Sent changes to verified details',
    renewal_submitted: 'Sent for the yearly renewal',
    approved: 'Approved',
    rejected: 'Rejected',
    info_requested: 'More information requested',
    id_deleted: 'Government ID deleted',
  },
  lawyer: {
    submitted: 'Sent for verification',
    change_submitted: 'Changes sent for review',
    renewal_submitted: 'Practising certificate sent for the yearly re-check',
    approved: 'Approved',
    rejected: 'Rejected',
    info_requested: 'More information requested',
    id_deleted: 'Government ID deleted',
  },
};

// the lawyer is told what a re-check's decision was about
const LAWYER_DECISIONS: Record<string, string> = {
  'change approved': 'Changes approved',
  'change rejected': 'Changes not approved',
  'renewal approved': 'Yearly re-check approved',
};

/** What happened, in the reader's words; an action the words lack reads as sent. */
export function actionWords(event: HistoryEvent, reader: HistoryReader) {
  const decision = reader === 'lawyer' ? LAWYER_DECISIONS[`${event.kind} ${event.action}`] : undefined;
  return decision ?? ACTIONS[reader][event.action] ?? event.action.replaceAll('_', ' ');
}

// the lawyer's profile holds fewer fields than the admin's request shows
const LAWYER_FIELDS: Record<string, string> = {
  full_name: 'name',
  regulator: 'regulator',
  license_number: 'licence number',
  government_id: 'government ID',
  law_degree: 'law degree certificate',
  bar_certificate: 'practising certificate',
  profile_picture: 'photo',
};
const CHANGES: Record<HistoryReader, Record<string, string>> = {
  lawyer: LAWYER_FIELDS,
  admin: {
    ...LAWYER_FIELDS,
    specialization: 'specialization',
    location: 'location',
    experience_years: 'experience',
    education: 'education',
    bio: 'bio',
    hourly_rate: 'hourly rate',
    first_consultation_fee: 'first consultation fee',
    bar_certificate: 'bar association certificate',
  },
};

/** 'name, licence number, government ID'; a field the reader's words lack reads as sent. */
export const changesWords = (event: HistoryEvent, reader: HistoryReader) =>
  event.changes.map((change) => CHANGES[reader][change] ?? change.replaceAll('_', ' ')).join(', ');

/** What the note of an event is to its reader. */
export function noteLabel(event: HistoryEvent) {
  if (event.action === 'rejected') return 'Reason';
  if (event.action === 'info_requested') return 'Message';
  return 'Note';
}

/** The lawyer, an admin by name, or the service itself (deleting an ID on time). */
export const whoWords = (event: HistoryEvent) => event.by ?? 'LawMatch, automatically';
