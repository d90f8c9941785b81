// Trying the demo roles one after another must not lock anyone out: successful sign-ins do not
// count towards the per-address limit (30 in a window here), only failed ones do
// (docs/decisions/0042-login-throttle.md).
import { e2eEnv } from '../playwright.config';
import { signInThroughForm } from './accounts';
import { expect, test } from './fixtures';
import { DEMO } from './session';

test('more successful sign-ins from one address than the per-address limit, and the form still signs in', async ({
  page,
}) => {
  const roles = [DEMO.client, DEMO.verifiedLawyer, DEMO.pendingLawyer, DEMO.admin];
  for (let attempt = 0; attempt < 32; attempt += 1) {
    const account = roles[attempt % roles.length] ?? DEMO.client;
    const response = await page.request.post(`${e2eEnv.apiUrl}/api/accounts/login/`, { data: account });
    expect(response.status(), `sign-in ${attempt + 1} of ${account.email}`).toBe(200);
  }
  await signInThroughForm(page, DEMO.client, 'client');
  await expect(page.getByText(/Too many/)).toHaveCount(0);
});
