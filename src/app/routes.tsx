import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ErrorScreen } from '@/app/error-screen';
import { NotFoundPage } from '@/app/not-found-page';
import { PAGE_META } from '@/app/page-meta';
import { RootLayout } from '@/app/root-layout';
import { RedirectIfSignedIn, RequireRole } from '@/app/guards';
import { LandingPage } from '@/features/landing/landing-page';
import { paths } from '@/lib/paths';

// spec §2: the nine routes. Everything but the landing page loads on demand. Each names its
// title and description (page-meta.ts) as its handle.
const dashboardLayout = () => import('@/app/dashboard-layout').then((m) => ({ Component: m.DashboardLayout }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: paths.home, handle: PAGE_META.home, element: <LandingPage /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.login, handle: PAGE_META.login, lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
          {
            path: paths.register,
            handle: PAGE_META.register,
            lazy: () => import('@/features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: paths.roleSelect,
            handle: PAGE_META.roleSelect,
            lazy: () => import('@/features/auth/role-select-page').then((m) => ({ Component: m.RoleSelectPage })),
          },
        ],
      },
      {
        element: <RequireRole allow="client" />,
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                path: paths.clientDashboard,
                handle: PAGE_META.clientDashboard,
                lazy: () => import('@/features/cases/client-dashboard-page').then((m) => ({ Component: m.ClientDashboardPage })),
              },
            ],
          },
        ],
      },
      {
        element: <RequireRole allow="lawyer" />,
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                path: paths.lawyerDashboard,
                handle: PAGE_META.lawyerDashboard,
                lazy: () => import('@/features/lawyers/lawyer-dashboard-page').then((m) => ({ Component: m.LawyerDashboardPage })),
              },
              {
                path: paths.lawyerProfile,
                handle: PAGE_META.lawyerProfile,
                lazy: () => import('@/features/lawyers/lawyer-profile-page').then((m) => ({ Component: m.LawyerProfilePage })),
              },
            ],
          },
        ],
      },
      {
        element: <RequireRole allow="admin" />,
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                path: paths.adminDashboard,
                handle: PAGE_META.adminDashboard,
                lazy: () => import('@/features/admin/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
              },
            ],
          },
        ],
      },
      { path: '*', handle: PAGE_META.notFound, element: <NotFoundPage /> },
    ],
  },
];
