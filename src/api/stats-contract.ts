// GET /api/accounts/me/stats/: the dashboard figures of spec §9, live, for the caller's role.
// A backend without it answers 404 and the SPA shows the spec's fixed figures
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { z } from 'zod';

const count = z.int().min(0);

export const clientStatsSchema = z.object({
  role: z.literal('client'),
  /** the client's cases that are open */
  openCases: count,
  /** consultations waiting for the lawyer or for the client (requested or proposed) */
  pendingConsultations: count,
});

export const lawyerStatsSchema = z.object({
  role: z.literal('lawyer'),
  /** leads posted in the last 7 days ('This week') */
  newCases: count,
  /** completed consultations, all time */
  totalConsultations: count,
  /** null when there are no reviews yet: shown as 'No reviews yet', never 0 stars */
  averageRating: z.number().min(0).max(5).nullable(),
  reviews: count,
  /** fees of consultations completed this calendar month (London time), in pence */
  monthlyEarningsPence: count,
});

export const meStatsSchema = z.discriminatedUnion('role', [clientStatsSchema, lawyerStatsSchema]);
export type ClientStats = z.infer<typeof clientStatsSchema>;
export type LawyerStats = z.infer<typeof lawyerStatsSchema>;
export type MeStats = z.infer<typeof meStatsSchema>;
