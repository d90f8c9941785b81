// The code of each signed-in page, by path: one list for the routes (src/app/routes.tsx) and for
// the entry (src/main.tsx), which on the empty shell starts loading the page's code at once,
// beside the app, rather than once the app has loaded and its router has matched the path
// (docs/decisions/0083-signed-in-pages-load-in-parallel.md). A path's `:id` stands for any one
// segment, so that the entry recognises a case and a lead too.
//
// A page whose main control waits for its first answer names that call as its `askFirst`: the
// route starts it with the page's code, before the first render, rather than as the page draws
// (docs/decisions/0139-nothing-built-before-the-page-draws.md).
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { isPathOf, paths } from '@/lib/paths';

type PageComponent = ComponentType & { askFirst?: (params: Params) => void };
type PageLoader = () => Promise<PageComponent>;

const signedInPages: Record<string, PageLoader | undefined> = {
  [paths.clientDashboard]: () =>
    import('@/features/cases/client-dashboard-page').then((m) => m.ClientDashboardPage),
  [paths.clientCases]: () => import('@/features/cases/cases/case-list-page').then((m) => m.CaseListPage),
  [paths.clientCase]: () => import('@/features/cases/cases/case-page').then((m) => m.CasePage),
  [paths.lawyerDashboard]: () =>
    import('@/features/lawyers/lawyer-dashboard-page').then((m) => m.LawyerDashboardPage),
  [paths.lawyerProfile]: () =>
    import('@/features/lawyers/profile/lawyer-profile-page').then((m) => m.LawyerProfilePage),
  [paths.lead]: () => import('@/features/lawyers/leads/lead-page').then((m) => m.LeadPage),
  [paths.lawyerAvailability]: () =>
    import('@/features/lawyers/availability/availability-settings-page').then(
      (m) => m.AvailabilitySettingsPage,
    ),
  [paths.lawyerServices]: () =>
    import('@/features/lawyers/services/services-page').then((m) => m.ServicesPage),
  [paths.adminDashboard]: () =>
    import('@/features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
  [paths.account]: () => import('@/features/account/account-page').then((m) => m.AccountPage),
};

/** The loader of the signed-in page whose path matches `pathname`, if there is one. */
export function signedInPageAt(pathname: string): PageLoader | undefined {
  const path = Object.keys(signedInPages).find((pattern) => isPathOf(pattern, pathname));
  return path === undefined ? undefined : signedInPages[path];
}

/** The route's `lazy` for the signed-in page at `path` (a key of the list above): the page, and
 * a loader that starts its first call the one time the page's code has just come. */
export const lazyPage = (path: string) => async () => {
  const load = signedInPages[path];
  if (!load) throw new Error(`No signed-in page at ${path}`);
  const Component = await load();
  let withCode = true;
  const loader = ({ params }: { params: Params }) => {
    if (withCode) Component.askFirst?.(params);
    withCode = false;
    return null;
  };
  return { Component, loader };
};
