// The dashboard's 'Your Cases' card: the client's live figures, spec §9's fixed ones where the
// backend has none (404), and the way to the list (docs/decisions/0094-the-clients-cases-screens.md).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedCase } from '../../msw/case-fixtures';
import { caseUrls, resetCases } from '../../msw/case-handlers';
import { server } from '../../msw/server';
import { expectNotification } from '../../support';
import { backendKeepsNoCases, FAMILY_CASE, openDashboard, postCase } from '../case-helpers';

beforeEach(() => resetCases());

function yourCasesCard() {
  const heading = screen.getByRole('heading', { name: 'Your Cases' });
  const card = heading.closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('Your Cases is not a card');
  return within(card);
}

/** A paragraph of the card whose whole text is `text` (the figure sits in its own span). */
const figure = (text: string) =>
  yourCasesCard().findByText((_, element) => element?.tagName === 'P' && element.textContent === text);

const open = (id: number) => storedCase({ id, status: 'open' });
const closed = (id: number) => storedCase({ id, status: 'closed', closedAt: '2026-11-05T10:00:00Z' });

describe("the 'Your Cases' card", () => {
  it('counts the open cases and pending consultations, live, and links to the list', async () => {
    resetCases([open(1), open(2), open(3), closed(4)], 1);
    const { userEvent, router } = await openDashboard();

    expect(await figure('3 active cases')).toBeVisible();
    expect(await figure('1 pending consultation')).toBeVisible();
    await userEvent.click(yourCasesCard().getByRole('link', { name: 'View your cases' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cases' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cases');
  });

  it.each([
    [[open(1)], 2, '1 active case', '2 pending consultations'],
    [[], 0, '0 active cases', '0 pending consultations'],
  ])(
    'says one in the singular and any other number in the plural (%#)',
    async (cases, pending, active, waiting) => {
      resetCases(cases, pending);
      await openDashboard();
      expect(await figure(active)).toBeVisible();
      expect(await figure(waiting)).toBeVisible();
    },
  );

  it('shows spec §9’s fixed figures and no way to a list where the backend has no figures (404)', async () => {
    backendKeepsNoCases();
    await openDashboard();
    expect(await figure('2 active cases')).toBeVisible();
    expect(await figure('1 pending consultation')).toBeVisible();
    expect(yourCasesCard().queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, with Retry, and never shows made-up ones', async () => {
    server.use(http.get(caseUrls.stats, () => HttpResponse.json({ detail: 'Oops' }, { status: 500 })));
    const { userEvent } = await openDashboard();

    expect(
      await yourCasesCard().findByText(
        /Your figures could not be loaded\. The server had a problem \(500\)/,
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(yourCasesCard().queryByText(/active case/)).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(yourCasesCard().getByRole('button', { name: 'Retry' }));
    expect(await figure('2 active cases')).toBeVisible();
    expect(await figure('0 pending consultations')).toBeVisible();
  });

  it('counts a case as soon as it is posted', async () => {
    const { userEvent } = await openDashboard();
    expect(await figure('2 active cases')).toBeVisible();
    await postCase(userEvent, FAMILY_CASE);
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    expect(await figure('3 active cases')).toBeVisible();
  });
});
