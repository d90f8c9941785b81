import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

/** The bar at the top of the landing page, the dashboards and the 404: the logo, then `children`
 * (the account links, or the sign-in links), which take a row of their own on a phone when they
 * need it. */
export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Logo />
        {children}
      </div>
    </header>
  );
}
