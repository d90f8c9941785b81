// The lists by state as the admin reads them.
import type { Queue } from '@/api/contract';

export const QUEUE_LABELS: Record<Queue, string> = {
  new: 'New',
  info_requested: 'More info requested',
  rechecks: 'Re-checks',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** What an empty list says. */
export const EMPTY_QUEUE: Record<Queue, string> = {
  new: 'No new verification requests. New submissions appear here.',
  info_requested: 'No requests are waiting for more information from the lawyer.',
  rechecks: 'No re-checks waiting. Changes from verified lawyers and yearly renewals appear here.',
  approved: 'No approved requests yet.',
  rejected: 'No rejected requests.',
};

export const QUEUE_PANEL_ID = 'verification-queue-panel';
export const queueTabId = (queue: Queue) => `verification-queue-${queue}`;
