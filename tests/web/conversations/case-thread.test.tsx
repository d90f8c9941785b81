// The client's case page with its conversations (docs/decisions/0122-conversation-screens.md):
// the list with unread counts, a response's way into its conversation, the thread with its
// files and read receipt, and `?conversation=` opening one.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedConversation } from '../msw/conversation-handlers';
import { FLAT_PHOTO, RESPONSE_TEXT, TENANCY_PDF } from '../msw/conversation-fixtures';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { stubObjectUrls } from '../support';
import { expectThreadFocused, findMessages, openCase, useClientConversations } from './conversation-helpers';

useClientConversations();
const urls = stubObjectUrls();

function messagesSection() {
  return within(screen.getByRole('region', { name: 'Messages' }));
}

describe('the case page’s conversations', () => {
  it('lists each lawyer’s conversation with its unread count, and a way in on each response', async () => {
    await openCase();
    const list = within(await screen.findByRole('navigation', { name: 'Conversations about this case' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Sarah Mitchell.*Last message 3 Nov 2026, 09:00 GMT.*1 unread message$/),
      expect.stringMatching(/^Daniel Okafor.*Last message 2 Nov 2026, 09:00 GMT.*1 unread message$/),
    ]);
    expect(list.getByRole('link', { name: /Sarah Mitchell/ })).toHaveAttribute(
      'href',
      '/cases/1?conversation=7',
    );

    // the response's way in comes with the conversations' code, which may follow the list by a frame
    const sarah = within(screen.getByRole('article', { name: 'Response from Sarah Mitchell' }));
    expect(
      await sarah.findByRole('link', { name: 'Open conversation (1 unread) with Sarah Mitchell' }),
    ).toHaveAttribute('href', '/cases/1?conversation=7');
    expect(messagesSection().getByText('Choose a conversation to read it and write.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('opens the thread from a response: the response first, the files, and the read receipt', async () => {
    const { userEvent, router } = await openCase();
    const response = within(screen.getByRole('article', { name: 'Response from Sarah Mitchell' }));
    await userEvent.click(await response.findByRole('link', { name: /Open conversation \(1 unread\)/ }));
    expect(router.state.location.search).toBe('?conversation=7');

    await expectThreadFocused('Sarah Mitchell');
    const log = await findMessages('Sarah Mitchell');
    const messages = await log.findAllByRole('article');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveTextContent(RESPONSE_TEXT);
    expect(messages[0]).toHaveAccessibleName('Sarah Mitchell, 2 Nov 2026, 10:00 GMT');

    // the client's own message: a picture previewed from the file fetched with the token, a PDF to download
    const mine = within(messages[1]!);
    expect(await mine.findByRole('img', { name: FLAT_PHOTO.name })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(
      mine.getByRole('button', { name: `Download ${TENANCY_PDF.name}, PDF, 240 KB` }),
    ).toBeInTheDocument();
    expect(
      mine.getByRole('button', { name: `Download ${FLAT_PHOTO.name}, JPEG image, 1.2 MB` }),
    ).toBeInTheDocument();
    expect(mine.getByText(/^Read/)).toHaveTextContent('Read 2 Nov 2026, 12:00 GMT');
    expect(within(messages[2]!).queryByText(/^Read/)).not.toBeInTheDocument();

    // open and on screen: the lawyer's message is read, and the counts say so
    await waitFor(() => expect(storedConversation('7')?.messages[2]?.readAt).not.toBeNull());
    await waitFor(() =>
      expect(response.getByRole('link', { name: 'Message Sarah Mitchell' })).toBeInTheDocument(),
    );
    await expectNoAxeViolations();
  });

  it('opens the conversation the address names, as the bell’s and the e-mails’ links do', async () => {
    await openCase('/cases/1?conversation=8');
    const thread = await expectThreadFocused('Daniel Okafor');
    expect(
      await thread.findByText('I can look at your deposit claim this week.', { selector: 'p' }),
    ).toBeInTheDocument();
    const current = screen.getByRole('navigation', { name: 'Conversations about this case' });
    expect(within(current).getByRole('link', { current: true })).toHaveTextContent(/^Daniel Okafor/);
  });

  it('revokes a picture’s object URL when the thread closes', async () => {
    const { unmount } = await openCase('/cases/1?conversation=7');
    const log = await findMessages('Sarah Mitchell');
    await log.findByRole('img', { name: FLAT_PHOTO.name });
    expect(urls.made).toHaveLength(1);
    unmount();
    expect(urls.revoked).toEqual(urls.made);
  });
});
