import { Outlet } from 'react-router-dom';
import { SkipLink } from '@/components/skip-link';
import { DashboardHeader } from '@/app/dashboard-header';

/** The shell every dashboard shares: header above, the page below. */
export function DashboardLayout() {
  return (
    <div className="min-h-screen">
      <SkipLink />
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
