// The consultation's state machine as data: which side may take each action from which states,
// where it leads and whom it tells. transition.ts applies it; docs/consultations.md draws it.
// docs/decisions/0066-consultation-state-machine.md
import { ACTIVE_STATUSES } from '../../../src/api/booking-contract.ts';
import type {
  ActionName,
  ConsultationAction,
  ConsultationStatus,
  Side,
} from '../../../src/api/booking-contract.ts';
import type { NoticeKind } from './notices.ts';

export interface TransitionRule {
  /** the states each side may take the action from; a side not named may never take it */
  from: Partial<Record<Side, readonly ConsultationStatus[]>>;
  to: ConsultationStatus;
  /** what the other side is told */
  notice: NoticeKind;
  /** the refusal for the side that may not take it (403) */
  wrongSide: string;
  /** the words after "can be" in the refusal for a state it cannot be taken from (409) */
  done: string;
}

/**
 * The actions of the calls, and one the API takes itself: a party who deletes their account
 * leaves every active consultation, from any state and at any time, and the other side is told
 * as of a cancellation (docs/decisions/0102-your-data.md).
 */
export type MachineAction = ConsultationAction | { type: 'account-deleted'; reason: string };
export type MachineActionName = ActionName | 'account-deleted';

// The side that must answer declines; the side that waits cancels (withdraws).
export const TRANSITIONS: Record<MachineActionName, TransitionRule> = {
  confirm: {
    from: { lawyer: ['requested'] },
    to: 'confirmed',
    notice: 'consultation_confirmed',
    wrongSide: 'Only the lawyer can confirm a consultation.',
    done: 'confirmed',
  },
  decline: {
    from: { lawyer: ['requested'] },
    to: 'declined',
    notice: 'consultation_declined',
    wrongSide: 'Only the lawyer can decline a request; cancel it instead.',
    done: 'declined',
  },
  propose: {
    from: { lawyer: ['requested', 'proposed', 'confirmed'] },
    to: 'proposed',
    notice: 'consultation_proposed',
    wrongSide: 'Only the lawyer can propose a new time; a client reschedules instead.',
    done: 'given a new time',
  },
  accept: {
    from: { client: ['proposed'] },
    to: 'confirmed',
    notice: 'consultation_accepted',
    wrongSide: 'Only the client can accept a proposed time.',
    done: 'accepted',
  },
  'decline-proposal': {
    from: { client: ['proposed'] },
    to: 'declined',
    notice: 'consultation_proposal_declined',
    wrongSide: 'Only the client can decline a proposed time.',
    done: 'declined',
  },
  reschedule: {
    from: { client: ['requested', 'proposed', 'confirmed'] },
    to: 'requested',
    notice: 'consultation_rescheduled',
    wrongSide: 'Only the client can reschedule; a lawyer proposes a new time instead.',
    done: 'rescheduled',
  },
  cancel: {
    from: { client: ['requested', 'confirmed'], lawyer: ['proposed', 'confirmed'] },
    to: 'cancelled',
    notice: 'consultation_cancelled',
    wrongSide: 'Only the client or the lawyer can cancel a consultation.',
    done: 'cancelled',
  },
  complete: {
    from: { lawyer: ['confirmed'] },
    to: 'completed',
    notice: 'consultation_completed',
    wrongSide: 'Only the lawyer can mark a consultation completed.',
    done: 'marked completed',
  },
  // either side reports that the other did not come (docs/decisions/0129-cancellation-policy-and-no-shows.md)
  'no-show': {
    from: { client: ['confirmed'], lawyer: ['confirmed'] },
    to: 'no_show',
    notice: 'consultation_no_show',
    wrongSide: 'Only the client or the lawyer can report that the other did not attend.',
    done: 'reported as not attended',
  },
  'account-deleted': {
    from: { client: ACTIVE_STATUSES, lawyer: ACTIVE_STATUSES },
    to: 'cancelled',
    notice: 'consultation_cancelled',
    wrongSide: 'Only a party to the consultation can leave it.',
    done: 'cancelled',
  },
};

/** Where the general refusal would leave a person guessing, the way that does work. */
export const BETTER_WAY: Partial<
  Record<MachineActionName, Partial<Record<Side, Partial<Record<ConsultationStatus, string>>>>>
> = {
  cancel: {
    lawyer: { requested: 'Decline the request instead: the client is waiting for your answer.' },
    client: { proposed: 'Decline the proposed time instead.' },
  },
};

/** The no-show window: from this long after a confirmed start until NO_SHOW_UNTIL_HOURS after its end. */
export const NO_SHOW_FROM_MINUTES = 10;
export const NO_SHOW_UNTIL_HOURS = 48;
