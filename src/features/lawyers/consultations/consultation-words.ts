// How the lawyer's consultation list words a consultation: its type, time in London with its zone
// (GMT/BST), length and fee, and what each action tells the lawyer once done
// (docs/decisions/0099-consultations-on-the-dashboards.md).
import type { ActionName, Consultation, ConsultationType } from '@/api/booking-contract';
import { formatWeekdayDateTime } from '@/lib/dates';
import { formatPence } from '@/lib/format';

/** spec §2's words for the kinds of consultation */
export const TYPE_LABEL: Record<ConsultationType, string> = {
  video: 'Video call',
  phone: 'Phone call',
  in_person: 'In person',
};

/** 'Mon, 30 Mar 2026, 09:00 BST' */
export const startWords = (c: Pick<Consultation, 'startsAt'>) => formatWeekdayDateTime(c.startsAt);

/** the consultation's length in whole minutes; a proposal keeps it (docs/consultations.md) */
export const minutesOf = (c: Pick<Consultation, 'startsAt' | 'endsAt'>) =>
  Math.round((Date.parse(c.endsAt) - Date.parse(c.startsAt)) / 60_000);

export const feeText = (c: Pick<Consultation, 'feePence'>) =>
  c.feePence === null ? 'Fee on request' : `Fee ${formatPence(c.feePence)}`;

/** An action's accessible name: the visible label, then whose consultation and when, since a
 * list holds several of each button. */
export const actionName = (label: string, c: Consultation) => `${label}: ${c.client.name}, ${startWords(c)}`;

type LawyerAction = Extract<
  ActionName,
  'confirm' | 'decline' | 'propose' | 'cancel' | 'complete' | 'no-show'
>;

/** The notification once the server has taken the action: the client named as the list named
 * them (a closed consultation comes back with the first name only), the time as it now is. */
export function doneToast(action: LawyerAction, before: Consultation, c: Consultation) {
  const name = before.client.name;
  switch (action) {
    case 'confirm':
      return { title: 'Consultation confirmed', description: `${name} is told the time is agreed.` };
    case 'no-show':
      return { title: 'Reported: did not attend', description: `${name} is told.` };
    case 'decline':
      return { title: 'Request declined', description: `${name} is told your reason.` };
    case 'propose':
      return {
        title: 'New time proposed',
        description: `${name} is asked to accept ${startWords(c)}.`,
      };
    case 'cancel':
      return { title: 'Consultation cancelled', description: `${name} is told your reason.` };
    case 'complete':
      return { title: 'Consultation completed', description: `${name} is invited to review it.` };
  }
}
export type { LawyerAction };
