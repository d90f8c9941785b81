// The entry starts a signed-in page's code beside the app on the empty shell
// (docs/decisions/0083-signed-in-pages-load-in-parallel.md): it must recognise every signed-in
// page by its address, those whose path carries an id included, and nothing else.
import { describe, expect, it } from 'vitest';
import { signedInPageAt } from '@/app/signed-in-pages';
import { AccountPage } from '@/features/account/account-page';
import { CaseListPage } from '@/features/cases/cases/case-list-page';
import { CasePage } from '@/features/cases/cases/case-page';
import { ClientDashboardPage } from '@/features/cases/client-dashboard-page';
import { LeadPage } from '@/features/lawyers/leads/lead-page';
import { ServicesPage } from '@/features/lawyers/services/services-page';

describe('the signed-in page at an address', () => {
  it.each([
    ['/client-dashboard', ClientDashboardPage],
    ['/cases', CaseListPage],
    ['/cases/95', CasePage],
    ['/cases/95/', CasePage],
    ['/leads/7', LeadPage],
    ['/account', AccountPage],
    ['/services', ServicesPage],
  ])('%s is its page', async (pathname, page) => {
    const load = signedInPageAt(pathname);
    expect(load, pathname).toBeDefined();
    expect(await load?.()).toBe(page);
  });

  it.each(['/', '/login', '/lawyers/3', '/cases/95/edit', '/leads', '/accounts', '/xcases/95'])(
    '%s is none of them',
    (pathname) => {
      expect(signedInPageAt(pathname)).toBeUndefined();
    },
  );
});
