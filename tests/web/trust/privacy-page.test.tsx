import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTitle, mainLink, openTrustPage, section, sectionHeadings } from './trust-helpers';

describe('the privacy notice', () => {
  it('names the controller, what is kept and why, the rights, and how to use them', async () => {
    await openTrustPage('/privacy', 'Privacy notice');
    await expectTitle('Privacy notice — LawMatch');
    expect(sectionHeadings()).toEqual([
      'Who we are',
      'What we keep, why and for how long',
      'Who else sees it',
      'Our legal basis',
      'Your rights',
      'Downloading your data or deleting your account',
      'Changes to this notice',
    ]);
    // the controller, with the demo's placeholder address marked as such
    const who = section('Who we are');
    expect(who.getByText(/LawMatch is the controller/)).toBeInTheDocument();
    expect(who.getByRole('link', { name: 'support@lawmatch.test' })).toHaveAttribute(
      'href',
      'mailto:support@lawmatch.test',
    );
    expect(who.getByText(/This copy of LawMatch is a demonstration/)).toBeInTheDocument();
  });

  it('keeps a retention for each kind of data, as the code does it', async () => {
    await openTrustPage('/privacy', 'Privacy notice');
    const kept = section('What we keep, why and for how long');
    expect(kept.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Your account',
      "A lawyer's profile",
      "A lawyer's verification documents",
      'Cases and responses',
      'Conversations',
      'Consultations and calendar feeds',
      'Notifications and their e-mails',
      'Reviews',
      'Sign-in and registration limits',
      'Server logs',
      'Backups',
    ]);
    // docs/decisions/0089-identity-documents-kept-30-days.md
    expect(
      kept.getByText(/government ID is deleted 30 days after the request it came with is decided/),
    ).toBeInTheDocument();
    // server/config/settings.ts: LOGIN_WINDOW_SECONDS 900, REGISTER_WINDOW_SECONDS 3600
    expect(kept.getByText(/15 minutes for sign-ins and an hour for registrations/)).toBeInTheDocument();
    expect(kept.getByText(/kept, and shown, with the client's first name only/)).toBeInTheDocument();
    expect(kept.getByText(/the service does not delete backups itself/)).toBeInTheDocument();
    expect(kept.getAllByText('How long')).toHaveLength(11);
  });

  it('says what conversations keep, who reads them, for how long, and that files are never public', async () => {
    await openTrustPage('/privacy', 'Privacy notice');
    const kept = section('What we keep, why and for how long');
    // docs/conversations.md, docs/decisions/0122-conversation-screens.md
    expect(kept.getByText(/special category and criminal offence data/)).toHaveTextContent(
      /health, family or a criminal matter/,
    );
    expect(
      kept.getByText(/Only the two of them can read their conversation: our administrators cannot/),
    ).toBeInTheDocument();
    expect(kept.getByText(/Files are never public/)).toBeInTheDocument();
    expect(kept.getByText(/accounts both exist/)).toHaveTextContent(
      "the text and files of your messages are deleted at once; the other person's thread then shows 'Message deleted'",
    );
    expect(section('Who else sees it').getByText(/not by our administrators either/)).toBeInTheDocument();
    expect(
      section('Downloading your data or deleting your account').getByText(/"Delete your account"/),
    ).toHaveTextContent("the text and files of your messages (the other side sees 'Message deleted')");
  });

  it('lists the UK GDPR rights, links the ICO, and sends download and deletion to the account page', async () => {
    const { userEvent, router } = await openTrustPage('/privacy', 'Privacy notice');
    const rights = section('Your rights');
    for (const right of ['access', 'rectification', 'erasure', 'portability', 'objection'])
      expect(rights.getByText(new RegExp(`\\(${right}\\)`))).toBeInTheDocument();
    expect(rights.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('href', 'https://ico.org.uk/');
    const requests = section('Downloading your data or deleting your account');
    // docs/decisions/0102-your-data.md
    expect(requests.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    expect(requests.getByText(/reviews you wrote \(shown as from a former client/)).toBeInTheDocument();
    expect(requests.getByText(/can then open a new account/)).toBeInTheDocument();
    expect(requests.getByText(/cannot do this online, write to/)).toBeInTheDocument();
    expect(
      section('What we keep, why and for how long').getByText(/only an empty record with its number stays/),
    ).toBeInTheDocument();

    await userEvent.click(mainLink('complaints page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Making a complaint' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complaints');
    expect(
      within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Complaints' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
