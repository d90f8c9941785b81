// A verified lawyer's booking settings on the real local API
// (docs/decisions/0097-availability-settings-screen.md): opened from the dashboard's availability
// card, the hours and the consultation length changed and saved, still there after a reload. The
// demo Cardiff lawyer, whom no booking journey depends on.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi } from './session';

const settingsForm = (page: Page) => page.getByRole('form', { name: 'Your booking settings' });

test('a lawyer changes the weekly hours and the length of a consultation, and they stay', async ({
  page,
}) => {
  // two axe scans at two widths on a shared machine
  test.setTimeout(150_000);
  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.cardiffLawyer);
  await page.goto('/lawyer-dashboard');
  await page.getByRole('link', { name: 'Booking settings' }).click();
  await expect(page).toHaveURL('/availability');
  await expect(page).toHaveTitle('Booking settings — LawMatch');
  const form = settingsForm(page);
  await expect(form.getByLabel('Monday from')).toHaveValue('09:00');
  await expectAccessible(page);

  await form.getByLabel('Monday from').fill('10:00');
  await form.getByLabel('Friday to').fill('13:00');
  await form.getByRole('checkbox', { name: 'Saturday' }).check();
  await form.getByLabel('Saturday to').fill('12:30');
  await form.getByLabel('Consultation length').selectOption({ label: '45 minutes' });
  // video needs its link: told beside the field before anything is sent
  await form.getByRole('checkbox', { name: 'Video' }).check();
  await form.getByRole('button', { name: 'Save settings' }).click();
  const link = form.getByLabel('Meeting link for video consultations');
  await expect(link).toBeFocused();
  await expect(form.getByText('Add your https meeting link to offer video consultations.')).toBeVisible();
  await expectAccessible(page);
  await link.fill('https://meet.example.com/rhys-evans');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Your booking settings are saved.');

  await page.reload();
  await expect(form.getByLabel('Monday from')).toHaveValue('10:00');
  await expect(form.getByLabel('Friday to')).toHaveValue('13:00');
  await expect(form.getByLabel('Saturday from')).toHaveValue('09:00');
  await expect(form.getByLabel('Saturday to')).toHaveValue('12:30');
  await expect(form.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await expect(form.getByLabel('Consultation length')).toHaveValue('45');
  await expect(form.getByLabel('Meeting link for video consultations')).toHaveValue(
    'https://meet.example.com/rhys-evans',
  );
  // the switch on the dashboard is the switch's own: saving the settings left it on
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page.getByRole('switch', { name: 'Availability Status' })).toBeChecked();
});
