// How we rank and the regulator's register against the local API and its demo data
// (docs/decisions/0126-how-we-rank-and-true-landing-words.md): from the matched lawyers, a card
// names its lawyer's regulator and number with the way to check them on the register, and How we
// rank beside the list leads to the page that says the order, accessible at 1280 and 375 px.
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { fillFamilyCase } from './cases';
import { expect, test } from './fixtures';

test('from the matched lawyers, a card links its register entry and How we rank says the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // a client of its own: the demo client's open cases are near the limit of 10 the other journeys share
  await registerThroughForm(page, 'client', 'Harriet Lowther');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await fillFamilyCase(form);
  await form.getByRole('button', { name: 'Post Case' }).click();
  const results = page.getByRole('region', { name: 'Recommended Lawyers' });
  const first = results.getByRole('article').first();
  await expect(first).toBeVisible();

  // a solicitor's SRA number links its own entry on the SRA's register
  const entry = results
    .getByRole('link', { name: /^See \d+ on the SRA register \(opens in a new tab\)$/ })
    .first();
  await expect(entry).toHaveAttribute(
    'href',
    /^https:\/\/www\.sra\.org\.uk\/consumers\/register\/person\/\?sraNumber=\d+$/,
  );
  await expect(results.getByText(/^SRA number \d+$/).first()).toBeVisible();

  await expect(results.getByText('Nobody pays for a place in this list.')).toBeVisible();
  await results.getByRole('link', { name: 'How we rank' }).click();
  await expect(page).toHaveURL('/how-we-rank');
  await expect(page.getByRole('heading', { level: 1, name: 'How we rank lawyers' })).toBeVisible();
  const order = page.getByRole('region', { name: 'The order we show them in' }).getByRole('listitem');
  await expect(order).toHaveText([
    /^Same town or city\./,
    /^Distance\./,
    /^Rating\./,
    /^Experience\./,
    /^Who joined first\./,
  ]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
      `${width} px scrolls sideways`,
    ).toBe(false);
  }
});
