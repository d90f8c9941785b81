// The case form's area suggestion (docs/decisions/0131-classifier-confidence-and-area-suggestion.md):
// a new client's description that sounds like one area is offered it; one that sounds like two
// is offered both, posting it without an area asks them to choose, nothing typed is lost, and
// the area picked is the one the case is kept under.
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;
const UNCLEAR = 'Choose the area of law: the description does not say clearly enough which one it is.';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an ambiguous description offers two areas, and picking one posts the case under it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Job and visa ${Date.now().toString(36)}`;

  await registerThroughForm(page, 'client', 'Ines Marlowe');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await form.getByLabel('Case Title').fill(title);
  await form.getByLabel('Your Location').fill('Leeds');

  // one area: said, and not set until the client says so
  const description = form.getByLabel('Case Description');
  await description.fill('My employer sacked me without notice after five years.');
  await expect(form.getByText('This sounds like Employment Law')).toBeVisible();
  await expect(form.getByLabel('Legal Category')).toHaveValue('');
  await expectAccessible(page);
  await shoot(page, 'area-suggestion-single');

  // two close areas: both offered
  await description.fill('Sacked last week and my work visa depends on the job');
  await expect(form.getByText('Employment Law or Immigration Law?')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'area-suggestion-two');

  // posted without an area: asked to choose, everything kept
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(form.getByText(UNCLEAR)).toBeVisible();
  await expect(description).toHaveValue('Sacked last week and my work visa depends on the job');
  await expect(form.getByLabel('Case Title')).toHaveValue(title);

  await form.getByRole('button', { name: 'Use Immigration Law' }).click();
  await expect(form.getByLabel('Legal Category')).toHaveValue('Immigration Law');
  await expect(form.getByText('Legal Category set to Immigration Law.')).toBeVisible();
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/Case Posted Successfully|No Match Found/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View your cases' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const area = page.getByText('Area of law', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(area).toHaveText('Immigration Law');
});
