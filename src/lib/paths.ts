// Every route path of the SPA (spec §2), in one place. Where each role goes is
// src/session/role-paths.ts's: it needs the contract's roles, which this layer may not import.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  roleSelect: '/role-select',
  // the public trust pages, linked from every page's footer (docs/decisions/0100-trust-pages.md)
  privacy: '/privacy',
  terms: '/terms',
  complaints: '/complaints',
  contact: '/contact',
  reviewPolicy: '/review-policy',
  // how lists of lawyers are ordered (docs/decisions/0126-how-we-rank-and-true-landing-words.md)
  howWeRank: '/how-we-rank',
  clientDashboard: '/client-dashboard',
  lawyerDashboard: '/lawyer-dashboard',
  lawyerProfile: '/lawyer-profile',
  adminDashboard: '/admin-dashboard',
  // this product's additions: a client's cases and one case; a lawyer's lead
  clientCases: '/cases',
  clientCase: '/cases/:id',
  lead: '/leads/:id',
  // a lawyer's booking settings (docs/decisions/0097-availability-settings-screen.md)
  lawyerAvailability: '/availability',
  // a lawyer's services and prices, insurance and complaints procedure (docs/services-and-prices.md)
  lawyerServices: '/services',
  // the directory: find a lawyer by name, area, place, service and price (docs/decisions/0128-directory-page.md)
  directory: '/lawyers',
  // a verified lawyer's public profile, for anyone (docs/decisions/0103-public-lawyer-profile.md)
  lawyerPublic: '/lawyers/:id',
  // the signed-in person's data: download it, delete the account (docs/decisions/0102-your-data.md)
  account: '/account',
  // links from e-mails and a forgotten password, public (docs/decisions/0113-accounts-people-can-manage.md)
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  confirmEmailChange: '/confirm-email-change',
} as const;

/** A path with its `:id` filled in, such as `/cases/12`. */
export const pathTo = (path: string, id: string | number): string =>
  path.replace(':id', encodeURIComponent(String(id)));

/** Whether `pathname` is an address on `path` (each `:param` one segment; a trailing slash too),
 * for the entry, which runs before the router. */
export const isPathOf = (path: string, pathname: string): boolean =>
  new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname);
