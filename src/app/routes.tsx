import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ErrorScreen } from '@/app/error-screen';
import { PAGE_TITLES } from '@/app/page-meta';
import { RootLayout } from '@/app/root-layout';
import type { UserType } from '@/api/contract';
import { RedirectIfSignedIn } from '@/app/guards';
import { lazyPage } from '@/app/signed-in-pages';
import { paths } from '@/lib/paths';

// spec §2's nine routes, and the case and lead pages
// (docs/decisions/0090-cases-leads-and-notifications.md). Every page loads on demand, the landing
// page and the 404 too, so that no page carries another's code (the signed-in pages through
// signed-in-pages.ts, which the entry also uses; docs/decisions/0106-public-profile-within-budget.md).
// Each names its title (page-meta.ts) as its handle.

// the dashboards' shell, with the guards of the signed-in pages (dashboard-shell.ts)
const shell = () => import('@/app/dashboard-shell');
const dashboardLayout = () => shell().then((m) => ({ Component: m.DashboardLayout }));
const requireRole = (allow: UserType) => () =>
  shell().then((m) => ({ element: <m.RequireRole allow={allow} /> }));

// the two pages of an e-mail's link: one component, told which link it follows
const emailLinkPage = (kind: 'verify' | 'change') =>
  import('@/features/auth/email-link-page').then((m) => ({
    Component: () => <m.EmailLinkPage kind={kind} />,
  }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        path: paths.home,
        handle: PAGE_TITLES.home,
        lazy: () => import('@/features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      // the trust pages: public to everyone, signed in or not (docs/decisions/0100-trust-pages.md)
      {
        path: paths.privacy,
        handle: PAGE_TITLES.privacy,
        lazy: () => import('@/features/trust/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: paths.terms,
        handle: PAGE_TITLES.terms,
        lazy: () => import('@/features/trust/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.complaints,
        handle: PAGE_TITLES.complaints,
        lazy: () => import('@/features/trust/complaints-page').then((m) => ({ Component: m.ComplaintsPage })),
      },
      {
        path: paths.contact,
        handle: PAGE_TITLES.contact,
        lazy: () => import('@/features/trust/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: paths.reviewPolicy,
        handle: PAGE_TITLES.reviewPolicy,
        lazy: () =>
          import('@/features/trust/review-policy-page').then((m) => ({ Component: m.ReviewPolicyPage })),
      },
      {
        path: paths.howWeRank,
        handle: PAGE_TITLES.howWeRank,
        lazy: () => import('@/features/trust/how-we-rank-page').then((m) => ({ Component: m.HowWeRankPage })),
      },
      // find a lawyer: public, prerendered as its frame (docs/decisions/0128-directory-page.md)
      {
        path: paths.directory,
        handle: PAGE_TITLES.directory,
        lazy: () =>
          import('@/features/cases/directory/directory-page').then((m) => ({ Component: m.DirectoryPage })),
      },
      // public to everyone, signed in or not
      // (docs/decisions/0103-public-lawyer-profile.md)
      {
        path: paths.lawyerPublic,
        handle: PAGE_TITLES.lawyerPublic,
        lazy: () => import('@/app/public-profile-route').then((m) => ({ Component: m.PublicProfileRoute })),
      },
      // a forgotten password and the links of the account e-mails: public, signed in or not; not
      // prerendered, as they act on the link's token (docs/decisions/0113-accounts-people-can-manage.md)
      {
        path: paths.forgotPassword,
        handle: PAGE_TITLES.forgotPassword,
        lazy: () =>
          import('@/features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: paths.resetPassword,
        handle: PAGE_TITLES.resetPassword,
        lazy: () =>
          import('@/features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: paths.verifyEmail,
        handle: PAGE_TITLES.verifyEmail,
        lazy: () => emailLinkPage('verify'),
      },
      {
        path: paths.confirmEmailChange,
        handle: PAGE_TITLES.confirmEmailChange,
        lazy: () => emailLinkPage('change'),
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.login,
            handle: PAGE_TITLES.login,
            lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: paths.register,
            handle: PAGE_TITLES.register,
            lazy: () => import('@/features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: paths.roleSelect,
            handle: PAGE_TITLES.roleSelect,
            lazy: () =>
              import('@/features/auth/role-select-page').then((m) => ({ Component: m.RoleSelectPage })),
          },
        ],
      },
      {
        lazy: requireRole('client'),
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                path: paths.clientDashboard,
                handle: PAGE_TITLES.clientDashboard,
                lazy: lazyPage(paths.clientDashboard),
              },
              { path: paths.clientCases, handle: PAGE_TITLES.clientCases, lazy: lazyPage(paths.clientCases) },
              { path: paths.clientCase, handle: PAGE_TITLES.clientCase, lazy: lazyPage(paths.clientCase) },
            ],
          },
        ],
      },
      {
        lazy: requireRole('lawyer'),
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                path: paths.lawyerDashboard,
                handle: PAGE_TITLES.lawyerDashboard,
                lazy: lazyPage(paths.lawyerDashboard),
              },
              {
                path: paths.lawyerProfile,
                handle: PAGE_TITLES.lawyerProfile,
                lazy: lazyPage(paths.lawyerProfile),
              },
              { path: paths.lead, handle: PAGE_TITLES.lead, lazy: lazyPage(paths.lead) },
              {
                path: paths.lawyerAvailability,
                handle: PAGE_TITLES.lawyerAvailability,
                lazy: lazyPage(paths.lawyerAvailability),
              },
              {
                path: paths.lawyerServices,
                handle: PAGE_TITLES.lawyerServices,
                lazy: lazyPage(paths.lawyerServices),
              },
            ],
          },
        ],
      },
      {
        lazy: requireRole('admin'),
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                path: paths.adminDashboard,
                handle: PAGE_TITLES.adminDashboard,
                lazy: lazyPage(paths.adminDashboard),
              },
            ],
          },
        ],
      },
      // every signed-in role: their data and their account (docs/decisions/0102-your-data.md)
      {
        lazy: () => shell().then((m) => ({ Component: m.RequireSignedIn })),
        children: [
          {
            lazy: dashboardLayout,
            children: [{ path: paths.account, handle: PAGE_TITLES.account, lazy: lazyPage(paths.account) }],
          },
        ],
      },
      {
        path: '*',
        handle: PAGE_TITLES.notFound,
        lazy: () => import('@/app/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
