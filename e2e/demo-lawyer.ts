// The demo data's verified lawyer (lawyer@lawmatch.test), as scripts/bench/bundle-budget.ts measures
// it, and how their profile reads: e2e/public-profile.spec.ts and e2e/public-profile-frame.spec.ts.
import type { Page } from './fixtures';

export const DEMO_LAWYER = { path: '/lawyers/3', name: 'Amelia Hughes' };
export const TITLE = /^Amelia Hughes, Family Law in London — LawMatch$/;

export const profileHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
