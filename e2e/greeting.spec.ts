// A new account is greeted as new on its first visit; a returning person is welcomed back.
import { registerThroughForm, signInThroughForm } from './accounts';
import { expect, test } from './fixtures';

for (const [role, name, first] of [
  ['client', 'Sarah Newcombe', 'Sarah'],
  ['lawyer', 'Tomasz Nowak', 'Tomasz'],
] as const) {
  test(`a new ${role} is welcomed, and welcomed back after signing in again`, async ({ page }) => {
    const account = await registerThroughForm(page, role, name);
    const main = page.getByRole('main');
    await expect(main.getByText(`Welcome, ${first}`)).toBeVisible();
    await expect(main.getByText(/Welcome back/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await signInThroughForm(page, account, role);
    await expect(main.getByText(`Welcome back, ${first}`)).toBeVisible();
  });
}
