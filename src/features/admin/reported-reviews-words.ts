// How the admin's review desk reads: its lists, and why a review is held
// (docs/decisions/0104-admin-live-figures-and-reported-reviews.md, 0111-held-reviews.md).
import type { DeskStatus } from '@/api/reviews';
import type { HoldReason } from '@/api/reviews-contract';

export const DESK_WORDS: Record<DeskStatus, { tab: string; list: string; empty: string }> = {
  open: {
    tab: 'Open',
    list: 'Open reports',
    empty: 'No reported reviews are waiting. Reviews that people report appear here.',
  },
  held: {
    tab: 'Held',
    list: 'Held reviews',
    empty:
      'No reviews are held. A review of a consultation booked at short notice, or by a new account, waits here for a check.',
  },
  decided: { tab: 'Decided', list: 'Decided reports', empty: 'No reported review has been decided yet.' },
};

/** Why a review waits for a check before it counts, in words. */
export const HOLD_WORDS: Record<HoldReason, string> = {
  booked_late: 'Booked less than 24 hours before the consultation',
  new_account: 'Client account less than 24 hours old when booking',
};
