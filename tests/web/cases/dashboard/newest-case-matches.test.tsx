// The client dashboard on a visit with nothing just posted (docs/cases-and-leads.md#the-clients-dashboard):
// the lawyers matched to the newest open case, read from GET /api/cases/{id}/matches/ rather than
// matched again, with the ways to that case and to every case; a 404 of that read is "no such
// case" and the next open case's show, while a backend without cases ("no such call") keeps the
// spec's line (docs/decisions/0117-no-such-call-or-no-such-thing.md).
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseUrls, resetCases } from '../../msw/case-handlers';
import { seededCases, storedCase } from '../../msw/case-fixtures';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { recordRequests } from '../../support';
import { backendKeepsNoCases, findLawyerCard, openDashboard, resultsArea } from '../case-helpers';

beforeEach(() => resetCases());

const matchesOf = (id: string) => caseUrls.matches.replace(':id', id);
const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('the client dashboard, later visits', () => {
  it("shows the newest open case's lawyers as kept, with links to that case and every case, matching nothing again", async () => {
    const sent = recordRequests();
    await openDashboard();
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('Employment Law')).toBeVisible();
    expect(resultsArea().getByRole('link', { name: 'Unfair dismissal from my job' })).toHaveAttribute(
      'href',
      '/cases/2',
    );
    expect(resultsArea().getByRole('link', { name: 'See all your cases' })).toHaveAttribute('href', '/cases');
    expect(screen.getByText('1 lawyer matches your case.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Post a case to see lawyers matched to it.')).not.toBeInTheDocument();
    expect(sent.to(matchesOf('2'))).toHaveLength(1);
    expect(sent.to(urls.match)).toEqual([]);
    await expectNoAxeViolations();
  });

  it('skips a closed case for the newest open one', async () => {
    const [employment, deposit] = seededCases();
    resetCases([{ ...employment!, status: 'closed', closedAt: '2026-11-04T10:00:00Z' }, deposit!]);
    await openDashboard();
    await findLawyerCard('Sarah Mitchell');
    expect(resultsArea().getByRole('link', { name: 'Deposit not returned by my landlord' })).toHaveAttribute(
      'href',
      '/cases/1',
    );
  });

  it('a 404 of the read is "no such case": the next open case shows', async () => {
    // closed or removed since the list was read
    server.use(http.get(matchesOf('2'), notFound));
    await openDashboard();
    expect(
      await resultsArea().findByRole('link', { name: 'Deposit not returned by my landlord' }),
    ).toBeVisible();
    await findLawyerCard('Sarah Mitchell');
    expect(
      resultsArea().queryByRole('link', { name: 'Unfair dismissal from my job' }),
    ).not.toBeInTheDocument();
    expect(resultsArea().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 404 of the list is "no such call": the spec\'s line', async () => {
    backendKeepsNoCases();
    await openDashboard();
    expect(await resultsArea().findByText('Post a case to see lawyers matched to it.')).toBeVisible();
    expect(resultsArea().queryByRole('article')).not.toBeInTheDocument();
    expect(resultsArea().queryByRole('link', { name: 'See all your cases' })).not.toBeInTheDocument();
  });

  it("with no open case, the spec's line and the way to every case", async () => {
    resetCases([storedCase({ status: 'closed', closedAt: '2026-11-04T10:00:00Z' })]);
    await openDashboard();
    expect(await resultsArea().findByText('Post a case to see lawyers matched to it.')).toBeVisible();
    expect(resultsArea().getByRole('link', { name: 'See all your cases' })).toHaveAttribute('href', '/cases');
  });

  it('says when the lawyers could not be loaded, with Try again', async () => {
    const fail = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
    server.use(
      http.get(matchesOf('2'), fail, { once: true }),
      http.get(matchesOf('2'), fail, { once: true }),
    );
    const { userEvent } = await openDashboard();
    const alert = await resultsArea().findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('The lawyers matched to your newest case could not be loaded');
    await userEvent.click(resultsArea().getByRole('button', { name: 'Try again' }));
    await findLawyerCard('Sarah Mitchell');
    await waitFor(() => expect(resultsArea().queryByRole('alert')).not.toBeInTheDocument());
  });
});
