// A consultation is booked (docs/decisions/0098-book-consultation-dialog.md,
// 0099-consultations-on-the-dashboards.md): a new client posts a family case in London and,
// with the keyboard alone, books a video consultation with the demo lawyer (Amelia Hughes) from
// her card; the lawyer confirms it on her dashboard; both dashboards show it confirmed at the
// same London time, and the client's calendar file says so. Each side in its own browser context,
// on the real local API.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { e2eEnv } from '../playwright.config';
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { chooseTime, confirmBooking } from './booking-dialog';
import { fillFamilyCase } from './cases';
import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO, signInThroughApi } from './session';

/** Presses a control as the keyboard does: focus, then Enter or Space. */
async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await control.press(key);
}

async function postFamilyCase(page: Page) {
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await fillFamilyCase(form);
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(form).toBeHidden();
}

test('a client books the demo lawyer by keyboard, the lawyer confirms, both see the same London time', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // a first name no other run has: the lawyer sees the first name until she confirms
  const firstName = `Ottilie${Date.now().toString(36).replace(/\d/g, '')}`;
  const clientName = `${firstName} Bramwell`;
  await registerThroughForm(page, 'client', clientName);
  await postFamilyCase(page);

  const card = page.getByRole('article', { name: 'Amelia Hughes' }).first();
  await press(card.getByRole('button', { name: 'Book Consultation' }));
  const dialog = page.getByRole('dialog', { name: 'Book a consultation with Amelia Hughes' });
  await expect(dialog).toBeVisible();
  await press(dialog.getByRole('radio', { name: 'Video call' }), 'Space');
  // the first time offered: the other journeys that book her take the middle and the last one
  await chooseTime(dialog, 'first');
  await expectAccessible(page);
  await confirmBooking(dialog, press);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Consultation requested'),
  ).toBeVisible();

  const mine = page
    .getByRole('region', { name: 'Upcoming Consultations' })
    .getByRole('listitem')
    .filter({ hasText: 'Amelia Hughes' });
  await expect(mine).toContainText('Requested');
  const when =
    (
      await mine
        .getByText(/(GMT|BST)/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(when).toMatch(/\d{2}:\d{2} (GMT|BST)/);

  // the lawyer, on another device, confirms
  const lawyerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const lawyer = await lawyerContext.newPage();
    await signInThroughApi(lawyer, e2eEnv.apiUrl, DEMO.verifiedLawyer);
    await lawyer.goto('/lawyer-dashboard');
    // her consultation, not the lead of the case the client posted
    const request = lawyer
      .getByRole('listitem')
      .filter({ hasText: firstName })
      .filter({ hasText: 'Video call' });
    await expect(request).toContainText('Requested');
    await expect(request).toContainText(when);
    await request.getByRole('button', { name: /^Confirm:/ }).click();
    await expect(request).toContainText('Confirmed');
    await expect(request).toContainText(when);
    await expectAccessible(lawyer);
  } finally {
    await lawyerContext.close();
  }

  // the client sees it confirmed at the same time, and its calendar file says so
  await page.reload();
  await expect(mine).toContainText('Confirmed');
  await expect(mine).toContainText(when);
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: /Add to calendar/ }).click();
  const file = await (await download).path();
  const calendar = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')));
  const event = calendar.getFirstSubcomponent('vevent');
  expect(event?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  expect(String(event?.getFirstPropertyValue('summary'))).toContain('Amelia Hughes');
  await expectAccessible(page);
});
