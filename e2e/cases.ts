import type { Locator } from '@playwright/test';

/** Fills the client's case form with a family-law case in London (a seeded city). */
export async function fillFamilyCase(form: Locator) {
  await form.getByLabel('Case Title').fill('Arrangements for my children after divorce');
  await form.getByLabel('Your Location').fill('London');
  await form.getByLabel('Legal Category').selectOption('Family Law');
  await form
    .getByLabel('Case Description')
    .fill('My husband and I are divorcing and cannot agree child arrangements for our two children.');
}
