import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { startNewPage } from '@/components/ui/use-toast';
import { pageTitleOf } from '@/app/page-meta';

/**
 * What every page shares: its title (page-meta.ts). On each move to another page the
 * notifications of the last one go (use-toast.ts), and a polite live region says the new
 * page's title, which a screen reader would otherwise not hear (WCAG 2.4.2). A first load
 * announces nothing: the browser reads the title itself (docs/decisions/0051-page-titles.md).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const title = pageTitleOf(useMatches());
  const [page, setPage] = useState({ pathname, announced: '' });
  if (page.pathname !== pathname) setPage({ pathname, announced: title });

  const lastPath = useRef(pathname);
  // before the new page's own effects run, so a notification it raises on arrival stays
  useLayoutEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    startNewPage();
  }, [pathname]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <Outlet />
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {page.announced}
      </div>
    </>
  );
}
