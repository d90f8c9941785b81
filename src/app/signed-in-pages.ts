// The code of each signed-in page, by path: one list for the routes (src/app/routes.tsx) and for
// the entry (src/main.tsx), which on the empty shell starts loading the page's code at once,
// beside the app, rather than once the app has loaded and its router has matched the path
// (docs/decisions/0083-signed-in-pages-load-in-parallel.md). Only pages at a fixed path are
// here, the ones the entry can recognise; the others (a case, a lead) are in later-pages.ts.
import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';

export const signedInPages: Record<string, (() => Promise<ComponentType>) | undefined> = {
  [paths.clientDashboard]: () =>
    import('@/features/cases/client-dashboard-page').then((m) => m.ClientDashboardPage),
  [paths.clientCases]: () => import('@/features/cases/case-list-page').then((m) => m.CaseListPage),
  [paths.lawyerDashboard]: () =>
    import('@/features/lawyers/lawyer-dashboard-page').then((m) => m.LawyerDashboardPage),
  [paths.lawyerProfile]: () =>
    import('@/features/lawyers/lawyer-profile-page').then((m) => m.LawyerProfilePage),
  [paths.adminDashboard]: () =>
    import('@/features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
  [paths.lawyerAvailability]: () =>
    import('@/features/lawyers/availability-settings-page').then((m) => m.AvailabilitySettingsPage),
  [paths.account]: () => import('@/features/account/account-page').then((m) => m.AccountPage),
};

/** The route's `lazy` for a signed-in page: one of those above, else one of later-pages.ts. */
export const lazyPage = (path: string) => async () => {
  const load = signedInPages[path] ?? (await import('@/app/later-pages')).laterPages[path];
  if (!load) throw new Error(`No signed-in page at ${path}`);
  return { Component: await load() };
};
