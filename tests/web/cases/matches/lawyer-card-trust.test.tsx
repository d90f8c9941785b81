// A matched lawyer's fee and verification, on the card and in the View Profile dialog: no rate
// is ever made up ('Fee on request'), and the last approval is dated as London reads it
// (docs/decisions/0086-save-is-not-submit.md, 0088-yearly-re-check.md).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMatch, findLawyerCard, lawyer, openDashboard, postCase, resultsArea } from '../case-helpers';

async function showLawyers(...lawyers: ReturnType<typeof lawyer>[]) {
  answerMatch(lawyers);
  const utils = await openDashboard();
  await postCase(utils.userEvent);
  await resultsArea().findAllByRole('article');
  return utils;
}

async function openDialog(user: Awaited<ReturnType<typeof showLawyers>>['userEvent'], name: string) {
  const card = await findLawyerCard(name);
  await user.click(card.getByRole('button', { name: `View Profile of ${name}` }));
  return within(await screen.findByRole('dialog', { name }));
}

describe('the fee', () => {
  it("says 'Fee on request' on the card and in the dialog when the lawyer set no rate", async () => {
    const { userEvent } = await showLawyers(lawyer({ hourlyRate: null }));
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('Fee on request')).toBeInTheDocument();
    expect(card.queryByText(/\/hour/)).not.toBeInTheDocument();

    const dialog = await openDialog(userEvent, 'Sarah Mitchell');
    expect(dialog.getByText('Fee on request')).toBeInTheDocument();
    expect(dialog.queryByText(/£/)).not.toBeInTheDocument();
  });

  it("says 'Fee on request' when a backend sends no rate at all", async () => {
    // undefined leaves the key out of the answer
    await showLawyers({ ...lawyer(), hourlyRate: undefined });
    expect((await findLawyerCard('Sarah Mitchell')).getByText('Fee on request')).toBeInTheDocument();
  });

  it("shows the lawyer's own rate per hour", async () => {
    await showLawyers(lawyer({ hourlyRate: 95 }));
    expect((await findLawyerCard('Sarah Mitchell')).getByText('£95/hour')).toBeInTheDocument();
  });
});

describe('the last verification', () => {
  it("says 'Verified on' the London date, on the card and in the dialog", async () => {
    // 23:30 UTC on 2 June is already 3 June in London (BST)
    const { userEvent } = await showLawyers(lawyer({ verifiedAt: '2026-06-02T23:30:00Z' }));
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('Verified on 3 June 2026')).toBeInTheDocument();

    const dialog = await openDialog(userEvent, 'Sarah Mitchell');
    expect(dialog.getByText('Verified on 3 June 2026')).toBeInTheDocument();
  });

  it('says nothing of a date the backend does not send, or for a lawyer not verified', async () => {
    await showLawyers(
      lawyer({ id: 1, name: 'Amelia Hughes', verifiedAt: null }),
      lawyer({ id: 2, name: 'Rhys Evans', isVerified: false, verifiedAt: '2026-06-02T10:00:00Z' }),
    );
    for (const name of ['Amelia Hughes', 'Rhys Evans'])
      expect((await findLawyerCard(name)).queryByText(/Verified on/)).not.toBeInTheDocument();
  });
});
