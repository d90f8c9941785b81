// Where the lawyer stands, told the same way by the header badge, the dashboard banner and the
// profile's status card, each with the one next step that makes sense
// (docs/decisions/0086-save-is-not-submit.md, 0088-yearly-re-check.md).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProfile, verifiedProfile } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { LABEL, openDashboard, openProfile, unverifiedLawyer, verifiedLawyer } from '../lawyer-helpers';
import { useLeadBackend } from '../lead-handlers';
import { LATER_DUE, STANDINGS } from './standing-cases';

// the dashboard's leads, availability and figures (docs/decisions/0095-the-lawyers-leads-screens.md)
useLeadBackend();

function badge() {
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

/** The dashboard's word on the verification: 'Verification Required' or 'Verified'. */
function banner(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

function statusCard() {
  return within(screen.getByRole('region', { name: 'Verification status' }));
}

describe.each(STANDINGS)('a lawyer $name', ({ profile, verified, title, says, badge: badgeText, next }) => {
  it('is told by the dashboard banner and the header badge, with the one next step', async () => {
    server.use(answerProfile(profile));
    await openDashboard(verified ? verifiedLawyer : unverifiedLawyer);

    await waitFor(() => expect(screen.getByRole('region', { name: title })).toHaveTextContent(says[0]!));
    const region = banner(title);
    for (const words of says) expect(region.getByText(words, { exact: false })).toBeInTheDocument();
    expect(region.queryAllByRole('link').map((link) => link.textContent)).toEqual(next ? [next] : []);
    expect(badge().getByText(badgeText.split('·')[0]!)).toBeInTheDocument();
    await waitFor(() =>
      expect(badge().getByText(badgeText.split('·')[0]!).parentElement).toHaveTextContent(badgeText),
    );
    // a verified lawyer is never asked to complete the profile
    if (title === 'Verified')
      expect(screen.queryByText(/Complete (Verification|your profile)/)).not.toBeInTheDocument();
    // spec §6: only a lawyer matched now has the availability switch
    expect(screen.queryAllByRole('switch', { name: 'Availability Status' })).toHaveLength(
      title === 'Verified' ? 1 : 0,
    );
  });

  it('is told on the profile page', async () => {
    server.use(answerProfile(profile));
    await openProfile(verified ? verifiedLawyer : unverifiedLawyer);

    await waitFor(() => expect(statusCard().getByText(says[0]!, { exact: false })).toBeInTheDocument());
    for (const words of says) expect(statusCard().getByText(words, { exact: false })).toBeInTheDocument();
    const upload = next === 'Upload practising certificate';
    expect(
      statusCard()
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(upload ? [next] : []);
    if (title === 'Verified') expect(screen.queryByText(/Complete your profile/)).not.toBeInTheDocument();
  });
});

describe('the yearly re-check', () => {
  it("the dashboard's Upload practising certificate leads to the certificate's field", async () => {
    server.use(answerProfile(verifiedProfile({ renewal: LATER_DUE })));
    const { userEvent } = await openDashboard(verifiedLawyer);
    await screen.findByRole('region', { name: 'Verified' });
    await userEvent.click(banner('Verified').getByRole('link', { name: 'Upload practising certificate' }));

    await screen.findByRole('heading', { level: 1, name: 'Lawyer Profile' });
    await waitFor(() => expect(screen.getByLabelText(LABEL.barCertificate)).toHaveFocus());
  });

  it('the status card takes the lawyer to the field on the profile page', async () => {
    server.use(
      answerProfile(
        verifiedProfile({
          verified: false,
          renewal: { state: 'lapsed', dueBy: null, leavesMatchingOn: null },
        }),
      ),
    );
    const { userEvent } = await openProfile(verifiedLawyer);
    await userEvent.click(await statusCard().findByRole('button', { name: 'Upload practising certificate' }));
    expect(screen.getByLabelText(LABEL.barCertificate)).toHaveFocus();
  });

  it('a certificate sent for the re-check is waiting for review, with no action left', async () => {
    server.use(answerProfile(verifiedProfile({ status: 'pending', kind: 'renewal', renewal: LATER_DUE })));
    await openDashboard(verifiedLawyer);

    await waitFor(() =>
      expect(
        banner('Verified').getByText(/Your current practising certificate is waiting for review/),
      ).toBeInTheDocument(),
    );
    expect(banner('Verified').queryByText(/Re-verification due/)).not.toBeInTheDocument();
    expect(banner('Verified').getByRole('link', { name: 'View profile' })).toBeInTheDocument();
  });
});
