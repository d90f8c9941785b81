// The client's journey end to end: a new client registers through the UI, posts a family-law case in a
// seeded city (server/seed/demo-data.ts: Family Law lawyers in London, Manchester, Glasgow
// and Cardiff) and sees the matched lawyers from the real local API.
import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { fillFamilyCase } from './cases';

const PASSWORD = 'e2e-Client-Password-1';

/** Registers a brand-new client (a unique e-mail per run) and lands on the dashboard. */
async function registerClient(page: Page) {
  const email = `client-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register?role=client');
  await page.getByLabel('Full name').fill('Erin Example');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/client-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
}

async function openCaseForm(page: Page) {
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await expect(form).toBeVisible();
  return form;
}

/** Posts a family-law case in London and waits for the lawyer cards. */
async function postFamilyCase(page: Page, form: Locator) {
  await fillFamilyCase(form);
  await form.getByRole('button', { name: 'Post Case' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('We found lawyers for your case!')).toBeVisible();
  await expect(notifications.getByText('Case Posted Successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const cards = results(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards;
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Recommended Lawyers' });
}

/** How many columns the results grid lays out, and whether the page scrolls sideways. */
async function layout(page: Page) {
  const columns = await results(page)
    .getByRole('list')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length);
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  return { columns, scrollsSideways };
}

test.describe('client dashboard against the local API', () => {
  test('a new client registers, posts a family-law case in London and sees Family Law lawyers', async ({
    page,
  }) => {
    // a sign-up, a match and axe scans at two widths: up to 45 s on two busy cores
    test.setTimeout(120_000);
    await registerClient(page);
    // the live figures of a client who has posted nothing yet
    await expect(page.getByText('0 active cases')).toBeVisible();
    await expect(page.getByText('0 pending consultations')).toBeVisible();

    const form = await openCaseForm(page);
    await expectAccessible(page);

    const cards = await postFamilyCase(page, form);
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    const familyCards = cards.filter({ hasText: 'Family Law' });
    await expect(familyCards.first()).toBeVisible();
    // only Family Law lawyers, and one in the case's own city
    await expect(cards).toHaveCount(await familyCards.count());
    await expect(familyCards.filter({ hasText: 'London' }).first()).toContainText('Same city');
    await expect(page.getByText('You chose Family Law')).toBeVisible();
    await expect(page.getByText('1 active case', { exact: true })).toBeVisible();
    const first = cards.first();
    await expect(first.getByText(/^\d{1,3}% match$/)).toBeVisible();
    await expect(first.getByText(/^£[\d,]+\/hour$/)).toBeVisible();
    await expect(first.getByText('Verified', { exact: true })).toBeVisible();
    // when the lawyer was last approved, as London reads it (docs/decisions/0088-yearly-re-check.md)
    await expect(first.getByText(/^Verified on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(results(page).getByRole('status')).toHaveText(/lawyers? match(es)? your case\./);
    await expectAccessible(page);

    // the profile dialog of the first lawyer, then Escape
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(name).not.toBe('');
    await first.getByRole('button', { name: `View Profile of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Family Law')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the results grid is one column at 360 px without sideways scrolling, and three at 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerClient(page);
    const cards = await postFamilyCase(page, await openCaseForm(page));
    // three columns need at least three lawyers to show it
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    expect(await layout(page)).toEqual({ columns: 3, scrollsSideways: false });

    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => layout(page)).toEqual({ columns: 1, scrollsSideways: false });
    // and every card fits the narrow screen
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    // (the first test scans these results with axe at 1280 and 375 px)
  });

  test("a later visit shows the newest open case's lawyers again, read rather than matched again", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerClient(page);
    const cards = await postFamilyCase(page, await openCaseForm(page));
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();

    // the next visit (docs/cases-and-leads.md#the-clients-dashboard)
    const matched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/match-lawyer')) matched.push(request.url());
    });
    await page.reload();
    await expect(page.getByText('1 active case', { exact: true })).toBeVisible();
    await expect(
      results(page).getByRole('link', { name: 'Arrangements for my children after divorce' }),
    ).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'See all your cases' })).toBeVisible();
    await expect(results(page).getByRole('article').first()).toBeVisible();
    expect(
      await results(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents(),
    ).toEqual(names);
    await expect(page.getByText('Post a case to see lawyers matched to it.')).toBeHidden();
    expect(matched).toEqual([]);
    await expectAccessible(page);
  });
});
