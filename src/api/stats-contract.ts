// GET /api/accounts/me/stats/: the dashboard figures of spec §9, live, for the caller's role.
// A backend without it answers 404 and the SPA shows the spec's fixed figures
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

const count = lazySchema(() => z.int().min(0));

export const clientStatsSchema = lazySchema(() =>
  z.object({
    role: z.literal('client'),
    /** the client's cases that are open */
    openCases: count,
    /** consultations waiting for the lawyer or for the client (requested or proposed) */
    pendingConsultations: count,
  }),
);

export const lawyerStatsSchema = lazySchema(() =>
  z.object({
    role: z.literal('lawyer'),
    /** leads posted in the last 7 days ('This week') */
    newCases: count,
    /** completed consultations, all time */
    totalConsultations: count,
    /** null when there are no reviews yet: shown as 'No reviews yet', never 0 stars */
    averageRating: z.number().min(0).max(5).nullable(),
    reviews: count,
    /** fees of consultations held (completed) this London calendar month, in pence: paid by clients to
     * their lawyers directly, none to LawMatch (docs/decisions/0118-admin-figures-that-mean-something.md) */
    monthlyEarningsPence: count,
    /** consultations reported as not attended, by either side, all time; 0 from a backend without
     * it (docs/decisions/0129-cancellation-policy-and-no-shows.md) */
    noShows: count.default(0),
  }),
);

/** the six figures of spec §9's admin dashboard, counted from what is kept */
export const adminStatsSchema = lazySchema(() =>
  z.object({
    role: z.literal('admin'),
    /** every account that is not deleted, admins included */
    users: count,
    /** verified lawyers who are available */
    activeLawyers: count,
    /** every case ever posted */
    cases: count,
    /** fees of consultations held (completed) this London calendar month, in pence: paid by clients to
     * their lawyers directly, none to LawMatch (docs/decisions/0118-admin-figures-that-mean-something.md) */
    monthlyRevenuePence: count,
    /** over every visible review; null when there are none */
    averageRating: z.number().min(0).max(5).nullable(),
    reviews: count,
    /** held / (held + cancelled) of consultations that ended this London month: a held one by its time,
     * a cancelled one by when it was cancelled; null when none */
    completionRate: z.number().min(0).max(1).nullable(),
    /** consultations that started this London month and were reported as not attended; 0 from a
     * backend without it (docs/decisions/0129-cancellation-policy-and-no-shows.md) */
    noShows: count.default(0),
  }),
);

export const meStatsSchema = lazySchema(() =>
  z.discriminatedUnion('role', [clientStatsSchema, lawyerStatsSchema, adminStatsSchema]),
);
export type ClientStats = z.infer<typeof clientStatsSchema>;
export type LawyerStats = z.infer<typeof lawyerStatsSchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type MeStats = z.infer<typeof meStatsSchema>;
