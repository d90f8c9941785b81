import { NavLink } from 'react-router-dom';
import { paths } from '@/lib/paths';

// The short names: a page's own heading must not appear on any other page, which the deep-link
// tests read as "another page's content" (e2e/host-settings.spec.ts).
const TRUST_LINKS = [
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.complaints, label: 'Complaints' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.reviewPolicy, label: 'Review policy' },
  { to: paths.howWeRank, label: 'How we rank' },
] as const;

/**
 * The foot of every page, public and signed in: the trust pages (privacy, terms, complaints,
 * contact, reviews, how we rank) and the site's line (docs/decisions/0100-trust-pages.md). The page one is on
 * is marked (NavLink sets aria-current).
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 px-4 py-8 text-sm text-slate-600">
      <nav aria-label="Footer" className="mx-auto max-w-7xl">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {TRUST_LINKS.map(({ to, label }) => (
            <li key={to}>
              {/* min-h-6: a 24 px target (WCAG 2.5.8) in a row of links */}
              <NavLink
                to={to}
                className="inline-flex min-h-6 items-center rounded-sm text-slate-700 underline underline-offset-4 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none aria-[current=page]:font-semibold aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* the prerendered year is the build's; across a new year the hydrating browser keeps it */}
      <p suppressHydrationWarning className="mt-4 text-center">
        © {new Date().getFullYear()} LawMatch. Legal help across the United Kingdom.
      </p>
    </footer>
  );
}
