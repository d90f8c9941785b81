// The lawyer's dashboard lists a page at a time (docs/decisions/0110-limits-on-writing.md): New
// Client Cases and Upcoming Consultations each show 20 with the count and Show more; Dismiss still
// takes a lead out of the list, and the pages load again.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadSchema, type Lead } from '@/api/cases-contract';
import { consultationFixture, resetConsultations } from '../msw/consultation-handlers';
import { recordRequests } from '../support';
import { consultationsCard } from './consultations/consultations-helpers';
import { openDashboard, verifiedLawyer } from './lawyer-helpers';
import { LEADS, leadUrls, useLeadBackend } from './lead-handlers';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** 23 leads, newest first: 'Lead 1' is the newest. */
const manyLeads = (): Lead[] =>
  Array.from({ length: 23 }, (_, i) =>
    leadSchema.parse({
      ...LEADS[0],
      id: String(600 + i),
      title: `Lead ${i + 1}`,
      responded: false,
      createdAt: at(Date.UTC(2026, 10, 20) - i * HOUR),
    }),
  );

useLeadBackend(manyLeads);
beforeEach(() =>
  resetConsultations(
    Array.from({ length: 22 }, (_, i) =>
      consultationFixture({
        id: String(700 + i),
        status: 'confirmed',
        startsAt: at(Date.UTC(2030, 0, 7, 10) + i * 24 * HOUR),
        endsAt: at(Date.UTC(2030, 0, 7, 10, 30) + i * 24 * HOUR),
      }),
    ),
  ),
);

function casesCard() {
  const card = screen
    .getByRole('heading', { level: 3, name: 'New Client Cases' })
    .closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('no New Client Cases card');
  return within(card);
}
const leadTitles = () =>
  casesCard()
    .getAllByRole('heading', { level: 3, name: /^Lead / })
    .map((h) => h.textContent);

describe('New Client Cases, a page at a time', () => {
  it('shows 20 of 23 with Show more, the focus on the first lead it brought', async () => {
    const { userEvent } = await openDashboard(verifiedLawyer);
    await casesCard().findByRole('heading', { level: 3, name: 'Lead 1' });
    expect(leadTitles()).toHaveLength(20);
    expect(casesCard().getByText('Showing 20 of 23 cases')).toBeInTheDocument();

    await userEvent.click(casesCard().getByRole('button', { name: 'Show more cases' }));
    await waitFor(() => expect(leadTitles()).toHaveLength(23));
    expect(casesCard().getAllByRole('listitem')[20]).toHaveFocus();
    expect(leadTitles()[20]).toBe('Lead 21');
    expect(casesCard().queryByRole('button', { name: 'Show more cases' })).not.toBeInTheDocument();
  });

  it('Dismiss takes a lead out, the count with it, and the pages load again', async () => {
    const sent = recordRequests();
    const { userEvent } = await openDashboard(verifiedLawyer);
    await casesCard().findByRole('heading', { level: 3, name: 'Lead 1' });
    await userEvent.click(casesCard().getByRole('button', { name: 'Show more cases' }));
    await waitFor(() => expect(leadTitles()).toHaveLength(23));

    await userEvent.click(casesCard().getByRole('button', { name: 'Dismiss Lead 2' }));
    await waitFor(() => expect(leadTitles()).toHaveLength(22));
    expect(leadTitles()).not.toContain('Lead 2');
    expect(casesCard().getByText('Showing 22 of 22 cases')).toBeInTheDocument();
    await waitFor(() => expect(sent.to(`${leadUrls.list}?page=2`).length).toBeGreaterThanOrEqual(2));
    expect(leadTitles()).toHaveLength(22);
  });
});

describe('Upcoming Consultations, a page at a time', () => {
  it('shows 20 of 22 with Show more', async () => {
    const { userEvent } = await openDashboard(verifiedLawyer);
    await waitFor(() =>
      expect(consultationsCard().getAllByRole('heading', { level: 3, name: 'Chloe Client' })).toHaveLength(
        20,
      ),
    );
    expect(consultationsCard().getByText('Showing 20 of 22 upcoming consultations')).toBeInTheDocument();

    await userEvent.click(
      consultationsCard().getByRole('button', { name: 'Show more upcoming consultations' }),
    );
    await waitFor(() =>
      expect(consultationsCard().getAllByRole('heading', { level: 3, name: 'Chloe Client' })).toHaveLength(
        22,
      ),
    );
    expect(within(consultationsCard().getAllByRole('list')[0]!).getAllByRole('listitem')[20]).toHaveFocus();
    expect(consultationsCard().getByText('Showing 22 of 22 upcoming consultations')).toBeInTheDocument();
  });
});
