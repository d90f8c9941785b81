// A lawyer's cancellation policy binds the client once the time is agreed
// (docs/decisions/0129-cancellation-policy-and-no-shows.md): a demo lawyer no other journey books
// (Hannah Lewis) lets clients cancel until 168 hours (a week) before the start; a new client sees
// the policy in the booking dialog before booking a time within the week, the lawyer confirms,
// and the client's Cancel and Reschedule are then disabled with the policy's words. No clock is
// moved: a week's policy puts any time within the week past its free cancellation.
import { e2eEnv } from '../playwright.config';
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { chooseTime, confirmBooking } from './booking-dialog';
import { expect, test } from './fixtures';

const HANNAH = { email: 'hannah.lewis@lawmatch.test', password: 'LawMatch-Demo-2026' };
const SHOTS = process.env.SHOTS_DIR;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${e2eEnv.apiUrl}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Listed {
  id: string;
  status: string;
  client: { name: string };
}

test('a late Cancel is disabled with the policy’s words', async ({ page }) => {
  test.setTimeout(150_000);
  const login = await api<{ tokens: { access: string }; user: { id: string | number } }>(
    '/api/accounts/login/',
    { method: 'POST', body: JSON.stringify(HANNAH) },
  );
  const token = login.tokens.access;
  await api('/api/lawyers/me/availability/', {
    method: 'PUT',
    body: JSON.stringify({ cancellationPolicy: { freeUntilHours: 168 } }),
    token,
  });

  await registerThroughForm(page, 'client', 'Imogen Fairweather');
  await page.goto(`/lawyers/${login.user.id}`);
  await page.getByRole('button', { name: 'Book Consultation with Hannah Lewis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a consultation with Hannah Lewis' });
  await expect(dialog.getByText('Free to cancel until 168 hours before the start')).toBeVisible();
  // the first day offered lies within the week
  await chooseTime(dialog, 'last');
  // a time within the week: already inside the policy, which the dialog says before booking
  await expect(dialog.getByText('No free cancellation for this time')).toBeVisible();
  const phone = dialog.getByLabel('Your phone number');
  if (await phone.isVisible()) await phone.fill('07700 900123');
  await expectAccessible(page);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await dialog.getByText('No free cancellation for this time').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/policy-dialog-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await confirmBooking(dialog);

  const list = await api<{ results: Listed[] }>('/api/consultations/?when=upcoming', { token });
  const mine = list.results.find((c) => c.client.name.startsWith('Imogen') && c.status === 'requested');
  if (!mine) throw new Error('the booking is not on the lawyer’s list');
  await api(`/api/consultations/${mine.id}/confirm/`, { method: 'POST', body: '{}', token });

  await page.goto('/client-dashboard');
  const item = page
    .getByRole('region', { name: 'Upcoming Consultations' })
    .getByRole('article')
    .filter({ hasText: 'Hannah Lewis' });
  const late = 'Less than 168 hours before the start: contact the lawyer to change it';
  for (const name of ['Cancel consultation', 'Reschedule']) {
    const button = item.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(late);
  }
  await expect(item.getByText(late)).toBeVisible();
  await expectAccessible(page);

  if (SHOTS) {
    // the screenshots only (docs/decisions/0129-cancellation-policy-and-no-shows.md): the API's
    // clock cannot reach 10 minutes after the start here, so the list's answer is read as if the
    // lawyer had not attended and the client had reported it
    await page.route('**/api/consultations/?when=upcoming*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { results: Array<Record<string, unknown>> };
      for (const c of body.results) {
        if (c.id === mine.id)
          Object.assign(c, { status: 'no_show', noShowBy: 'lawyer', reason: 'Nobody called.' });
      }
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    const reported = page
      .getByRole('region', { name: 'Upcoming Consultations' })
      .getByRole('article')
      .filter({ hasText: 'The lawyer did not attend' });
    await expect(reported.getByText('Did not attend', { exact: true })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await reported.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/did-not-attend-${width}.png` });
    }
    await page.unroute('**/api/consultations/?when=upcoming*');
  }

  // the lawyer still can: she cancels, which also leaves her week free for the next run
  await api(`/api/consultations/${mine.id}/cancel/`, {
    method: 'POST',
    body: JSON.stringify({ reason: 'The journey is over.' }),
    token,
  });
});
