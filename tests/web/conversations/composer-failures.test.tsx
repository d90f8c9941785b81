// A message on its way and when it fails (docs/decisions/0122-conversation-screens.md): each file's
// upload progress; a failed send keeps everything with the reason and Retry; a limit says when to
// try again; a closed case leaves the composer read-only.
import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { conversationUrls, storedConversation } from '../msw/conversation-handlers';
import { server } from '../msw/server';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { recordRequests, stubObjectUrls } from '../support';
import {
  fileOf,
  findMessages,
  findThread,
  openCase,
  openSarah,
  useClientConversations,
} from './conversation-helpers';

useClientConversations();
stubObjectUrls();

describe('a message on its way', () => {
  it('shows each file’s upload progress while the message travels', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(conversationUrls.messages('7'), async () => {
        await gate;
        return HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 });
      }),
    );
    const { userEvent, form } = await openSarah();
    await userEvent.upload(form.getByLabelText('Attach files'), [
      fileOf('lease.pdf', 'application/pdf', 8000),
      fileOf('flat.png', 'image/png', 2000),
    ]);
    await userEvent.click(form.getByRole('button', { name: 'Send' }));

    for (const name of ['lease.pdf', 'flat.png']) {
      const bar = await form.findByRole('progressbar', { name: `Uploading ${name}` });
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
    }
    expect(form.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    expect(form.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    release();
    await form.findByText('Your message was not sent.');
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('keeps the text and the files when the send fails, says why, and Retry sends them', async () => {
    let fail = true;
    server.use(
      http.post(conversationUrls.messages('7'), () =>
        fail ? HttpResponse.json({ detail: 'Boom' }, { status: 500 }) : undefined,
      ),
    );
    const requests = recordRequests();
    const { userEvent, form } = await openSarah();
    await userEvent.type(form.getByLabelText('Your message'), 'The report is attached.');
    await userEvent.upload(form.getByLabelText('Attach files'), [fileOf('report.pdf', 'application/pdf')]);
    await userEvent.click(form.getByRole('button', { name: 'Send' }));

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('The server had a problem (500). Please try again.');
    expect(form.getByLabelText('Your message')).toHaveValue('The report is attached.');
    expect(
      within(form.getByRole('list', { name: 'Files to send' })).getByText('report.pdf'),
    ).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const log = await findMessages('Sarah Mitchell');
    await waitFor(() => expect(log.getAllByRole('article')).toHaveLength(4));
    expect(log.getByText('The report is attached.')).toBeInTheDocument();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      requests.sent.filter((r) => r.method === 'POST' && r.url === conversationUrls.messages('7')),
    ).toHaveLength(2);
  });

  it('says when the limit lets the person send again, keeping what they wrote', async () => {
    server.use(
      http.post(conversationUrls.messages('7'), () =>
        HttpResponse.json(
          { detail: 'You have sent 60 messages in the last hour. You can send another from 14:35.' },
          { status: 429, headers: { 'Retry-After': '300' } },
        ),
      ),
    );
    const { userEvent, form } = await openSarah();
    await userEvent.type(form.getByLabelText('Your message'), 'One more thing.');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'You have sent 60 messages in the last hour. You can send another from 14:35.',
    );
    expect(form.getByLabelText('Your message')).toHaveValue('One more thing.');
  });

  it('says when to try again where a backend gives only Retry-After', async () => {
    server.use(
      http.post(conversationUrls.messages('7'), () =>
        HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    );
    const { userEvent, form } = await openSarah();
    await userEvent.type(form.getByLabelText('Your message'), 'And another.');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'You have sent too many messages. You can send again in 2 minutes.',
    );
  });

  it('becomes read-only when the case turns out closed, saying so and keeping what was typed', async () => {
    const { userEvent, form } = await openSarah();
    // closed since the page loaded
    storedConversation('7')!.caseStatus = 'closed';
    await userEvent.type(form.getByLabelText('Your message'), 'Are you still there?');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This case is closed: its conversations can be read, but take no new messages.',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(form.getByLabelText('Your message')).toHaveValue('Are you still there?');
    expect(form.getByLabelText('Your message')).toHaveAttribute('readonly');
    expect(form.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(form.queryByLabelText('Attach files')).not.toBeInTheDocument();
  });

  it('opens a closed case’s conversation to read only', async () => {
    storedConversation('7')!.caseStatus = 'closed';
    await openCase('/cases/1?conversation=7');
    const thread = await findThread('Sarah Mitchell');
    await findMessages('Sarah Mitchell');
    expect(
      thread.getByText(
        'This case is closed: the conversation stays here to read, but no new messages can be sent.',
      ),
    ).toBeInTheDocument();
    expect(thread.queryByRole('form')).not.toBeInTheDocument();
    expect(thread.queryByLabelText('Attach files')).not.toBeInTheDocument();
  });
});
