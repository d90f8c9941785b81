// Every page's document title and description, in one place: the routes carry them as their
// `handle` (src/app/routes.tsx), the app sets them on each navigation (root-layout.tsx), and the
// build writes them into the head of the prerendered pages (prerender.tsx, scripts/prerender-pages.ts).
export interface PageMeta {
  title: string;
  /** the public pages describe themselves to search engines; the others use the site's */
  description?: string;
}

const named = (name: string, description?: string): PageMeta => ({
  title: `${name} — LawMatch`,
  ...(description ? { description } : {}),
});

export const SITE_DESCRIPTION =
  'LawMatch connects you with verified UK solicitors and barristers. Post your legal case and get matched by specialism and location.';

export const PAGE_META = {
  home: { title: 'LawMatch — Connect with Verified Legal Experts', description: SITE_DESCRIPTION },
  login: named(
    'Sign in',
    'Sign in to LawMatch to post your legal case, see your matched UK lawyers, or manage your practice.',
  ),
  register: named(
    'Create an account',
    'Create a free LawMatch account: find a verified UK lawyer for your case, or join as a lawyer and meet new clients.',
  ),
  roleSelect: named(
    'Get started',
    'Start with LawMatch: tell us whether you need legal help or are a legal professional, and create your account.',
  ),
  clientDashboard: named('Client dashboard'),
  lawyerDashboard: named('Lawyer dashboard'),
  lawyerProfile: named('Profile and verification'),
  adminDashboard: named('Admin dashboard'),
  notFound: named('Page not found'),
} satisfies Record<string, PageMeta>;

function isPageMeta(value: unknown): value is PageMeta {
  return typeof value === 'object' && value !== null && typeof (value as PageMeta).title === 'string';
}

/** The meta of the deepest matched route (or route object) that has one; else the home page's. */
export function pageMetaOf(matches: readonly { handle?: unknown }[]): Required<PageMeta> {
  const meta = matches.map((match) => match.handle).findLast(isPageMeta) ?? PAGE_META.home;
  return { title: meta.title, description: meta.description ?? SITE_DESCRIPTION };
}
