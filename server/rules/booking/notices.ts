// What the bell tells the other side of a consultation: a booking tells the lawyer, and each
// change tells whoever did not make it, naming the actor as that side may know them
// (server/rules/disclosure.ts). Built here once, for the state machine and for a booking.
import { LONDON } from '../../../src/api/booking-contract.ts';
import type { Consultation, Side } from '../../../src/api/booking-contract.ts';
import { shownTo } from '../disclosure.ts';
import { formatWall } from './wall-time.ts';

const TEXTS = {
  consultation_requested: (who: string, when: string) => `${who} asked for a consultation on ${when}.`,
  consultation_confirmed: (who: string, when: string) => `${who} confirmed your consultation on ${when}.`,
  consultation_declined: (who: string, when: string) =>
    `${who} declined your consultation request for ${when}.`,
  consultation_proposed: (who: string, when: string) =>
    `${who} proposed a new time for your consultation: ${when}.`,
  consultation_accepted: (who: string, when: string) => `${who} accepted the new time: ${when}.`,
  consultation_proposal_declined: (who: string, when: string) =>
    `${who} declined the proposed time of ${when}.`,
  consultation_rescheduled: (who: string, when: string) =>
    `${who} asked to move your consultation to ${when}.`,
  consultation_cancelled: (who: string, when: string) => `${who} cancelled the consultation on ${when}.`,
  consultation_completed: (who: string, when: string) =>
    `${who} marked your consultation on ${when} as completed. You can now leave a review.`,
  consultation_no_show: (who: string, when: string) =>
    `${who} reported that you did not attend your consultation on ${when}. If that is wrong, reply to them or contact us.`,
} as const;
export type NoticeKind = keyof typeof TEXTS;

export interface Notice {
  to: Side;
  kind: NoticeKind;
  text: string;
  /** the SPA's page the bell opens (src/lib/paths.ts) */
  link: string;
}

// the dashboards list a person's consultations
const DASHBOARD: Record<Side, string> = { client: '/client-dashboard', lawyer: '/lawyer-dashboard' };

const otherSide = (side: Side): Side => (side === 'client' ? 'lawyer' : 'client');

/** The notice for the other side after `actor` made a change (the consultation as it now is). */
export function noticeFor(consultation: Consultation, actor: Side, kind: NoticeKind): Notice {
  const to = otherSide(actor);
  const when = formatWall(Date.parse(consultation.startsAt), LONDON);
  const who = shownTo(consultation, to)[actor].name;
  // a completed consultation's notice opens the client's review form for it
  // (docs/decisions/0101-reviews-from-consultations.md)
  const link =
    kind === 'consultation_completed' && to === 'client'
      ? `${DASHBOARD.client}?review=${consultation.id}`
      : DASHBOARD[to];
  return { to, kind, text: TEXTS[kind](who, when), link };
}

/**
 * The reporter's own copy of a no-show report: both sides are told
 * (docs/decisions/0129-cancellation-policy-and-no-shows.md).
 */
export function noShowReceipt(consultation: Consultation, reporter: Side): Notice {
  const when = formatWall(Date.parse(consultation.startsAt), LONDON);
  const other = shownTo(consultation, reporter)[otherSide(reporter)].name;
  return {
    to: reporter,
    kind: 'consultation_no_show',
    text: `You reported that ${other} did not attend the consultation on ${when}.`,
    link: DASHBOARD[reporter],
  };
}
