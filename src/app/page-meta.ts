// Every page's document title and the public pages' descriptions, in one place. The routes
// carry the titles as their `handle` (src/app/routes.tsx) and the app sets them on each
// navigation (root-layout.tsx); the build writes both into the head of the prerendered pages
// (prerender.tsx, scripts/build/prerender-pages.ts). The descriptions are for search engines, which
// read each page's HTML: only the build uses them, so they stay out of the app's bundle.
import { paths } from '@/lib/paths';

export interface PageTitle {
  title: string;
}

export const named = (name: string): PageTitle => ({ title: `${name} — LawMatch` });

export const PAGE_TITLES = {
  home: { title: 'LawMatch — Connect with Verified Legal Experts' },
  login: named('Sign in'),
  register: named('Create an account'),
  roleSelect: named('Get started'),
  privacy: named('Privacy notice'),
  terms: named('Terms of use'),
  complaints: named('Complaints'),
  contact: named('Contact'),
  reviewPolicy: named('Review policy'),
  howWeRank: named('How we rank'),
  clientDashboard: named('Client dashboard'),
  lawyerDashboard: named('Lawyer dashboard'),
  lawyerProfile: named('Profile and verification'),
  adminDashboard: named('Admin dashboard'),
  clientCases: named('Your cases'),
  clientCase: named('Your case'),
  lead: named('Client case'),
  lawyerAvailability: named('Booking settings'),
  lawyerServices: named('Services and prices'),
  directory: named('Find a lawyer'),
  lawyerPublic: named('Lawyer profile'),
  account: named('Your account'),
  forgotPassword: named('Forgot your password'),
  resetPassword: named('Choose a new password'),
  verifyEmail: named('Confirm your e-mail address'),
  confirmEmailChange: named('Confirm your new e-mail address'),
  notFound: named('Page not found'),
} satisfies Record<string, PageTitle>;

export const SITE_DESCRIPTION =
  'LawMatch connects you with verified UK solicitors and barristers. Post your legal case and get matched by specialism and location.';

/** The public pages' descriptions (50–160 characters each); any other page has the site's. */
export const PAGE_DESCRIPTIONS: Record<string, string> = {
  [paths.home]: SITE_DESCRIPTION,
  [paths.login]:
    'Sign in to LawMatch to post your legal case, see your matched UK lawyers, or manage your practice.',
  [paths.register]:
    'Create a free LawMatch account: find a verified UK lawyer for your case, or join as a lawyer and meet new clients.',
  [paths.roleSelect]:
    'Start with LawMatch: tell us whether you need legal help or are a legal professional, and create your account.',
  [paths.privacy]:
    'What LawMatch keeps about clients and lawyers, why and for how long, and your rights under UK GDPR, including a complaint to the ICO.',
  [paths.terms]:
    'The terms of using LawMatch: we introduce you to independent regulated UK lawyers, we are not a law firm, and you pay fees to the lawyer directly.',
  [paths.complaints]:
    'How to complain about LawMatch or about a lawyer: the firm first, then the Legal Ombudsman, the SLCC in Scotland or the SCC in Northern Ireland.',
  [paths.contact]:
    'Contact LawMatch support: where to write, what to include and when we reply, with the ways to complain and to ask about your data.',
  [paths.reviewPolicy]:
    'Who can review a lawyer on LawMatch, what a review shows, what we remove and how to report one. Only clients of completed consultations review.',
  [paths.directory]:
    'Find a verified UK lawyer on LawMatch by name, area of law, place, service and price, and compare their fees, ratings and response times.',
  [paths.howWeRank]:
    'Which lawyers LawMatch matches with your case and in what order. Lawyers pay nothing, nobody pays for a place, and not every UK lawyer is listed.',
};

function isPageTitle(value: unknown): value is PageTitle {
  return typeof value === 'object' && value !== null && typeof (value as PageTitle).title === 'string';
}

/** The title of the deepest matched route (or route object) that has one; else the home page's. */
export function pageTitleOf(matches: readonly { handle?: unknown }[]): string {
  return (matches.map((match) => match.handle).findLast(isPageTitle) ?? PAGE_TITLES.home).title;
}
