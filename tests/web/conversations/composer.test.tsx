// Writing in a conversation (docs/decisions/0122-conversation-screens.md): a message sent joins
// the thread; the file rules said before choosing and applied on choosing; nothing sent empty; all
// of it by keyboard. What happens on the way and on a failure: composer-failures.test.tsx.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedConversation } from '../msw/conversation-handlers';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { recordRequests, stubObjectUrls } from '../support';
import { fileOf, findMessages, openSarah, useClientConversations } from './conversation-helpers';

useClientConversations();
stubObjectUrls();

const RULES = 'Up to 5 files: PDF, PNG, JPEG or Word (.docx), each up to 10 MB';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the composer', () => {
  it('says the file rules before any is chosen, and sends text with files', async () => {
    const { userEvent, form } = await openSarah();
    const picker = form.getByLabelText('Attach files');
    expect(picker).toHaveAccessibleDescription(RULES);
    expect(form.getByText(RULES)).toBeVisible();

    await userEvent.type(form.getByLabelText('Your message'), 'Here is the check-out report.');
    expect(form.getByText('29 / 5,000 characters')).toBeInTheDocument();
    await userEvent.upload(picker, [
      fileOf('check-out.pdf', 'application/pdf'),
      fileOf('notes.docx', DOCX, 4096),
    ]);
    const chosen = within(form.getByRole('list', { name: 'Files to send' }));
    expect(chosen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'check-out.pdfPDF, 2 KB',
      'notes.docxWord document, 4 KB',
    ]);
    await userEvent.click(form.getByRole('button', { name: 'Send' }));

    const log = await findMessages('Sarah Mitchell');
    await waitFor(() => expect(form.queryByRole('alert')?.textContent ?? 'none').toBe('none'));
    await waitFor(() => expect(log.getAllByRole('article')).toHaveLength(4));
    const last = within(log.getAllByRole('article')[3]!);
    expect(last.getByText('Here is the check-out report.')).toBeInTheDocument();
    expect(last.getByRole('button', { name: 'Download check-out.pdf, PDF, 2 KB' })).toBeInTheDocument();
    expect(
      last.getByRole('button', { name: 'Download notes.docx, Word document, 4 KB' }),
    ).toBeInTheDocument();
    // the composer is empty again, ready for the next
    expect(form.getByLabelText('Your message')).toHaveValue('');
    expect(form.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(
      storedConversation('7')
        ?.messages.at(-1)
        ?.attachments.map((a) => a.name),
    ).toEqual(['check-out.pdf', 'notes.docx']);
  });

  it('checks files as they are chosen: type, size, count and empty files, each with its reason', async () => {
    const { userEvent, form } = await openSarah();
    const picker = form.getByLabelText('Attach files');
    await userEvent.upload(picker, [
      fileOf('a.pdf', 'application/pdf'),
      fileOf('b.png', 'image/png'),
      fileOf('notes.txt', 'text/plain'),
      fileOf('scan.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
      fileOf('empty.pdf', 'application/pdf', 0),
    ]);
    const refused = form.getByRole('alert');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '“notes.txt” is not a PDF, PNG, JPEG or Word (.docx) file.',
      '“scan.jpg” is 10.0 MB: each file can be up to 10 MB.',
      '“empty.pdf” is empty.',
    ]);
    await userEvent.upload(
      picker,
      ['c.pdf', 'd.pdf', 'e.pdf', 'f.pdf'].map((n) => fileOf(n, 'application/pdf')),
    );
    expect(within(form.getByRole('alert')).getByRole('listitem')).toHaveTextContent(
      '“f.pdf” was not added: a message can carry up to 5 files.',
    );
    const chosen = within(form.getByRole('list', { name: 'Files to send' }));
    expect(chosen.getAllByRole('listitem')).toHaveLength(5);
    await expectNoAxeViolations();
    await userEvent.click(chosen.getByRole('button', { name: 'Remove b.png' }));
    expect(chosen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('asks for a message or a file before sending nothing', async () => {
    const requests = recordRequests();
    const { userEvent, form } = await openSarah();
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    const field = form.getByLabelText('Your message');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Write a message or attach a file.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(requests.sent.filter((r) => r.method === 'POST' && r.url.endsWith('/messages/'))).toEqual([]);
  });

  it('works by keyboard: the message, the file picker, then Send', async () => {
    const { userEvent, thread, form } = await openSarah();
    const field = form.getByLabelText('Your message');
    field.focus();
    await userEvent.keyboard('By keyboard.');
    await userEvent.tab();
    expect(form.getByLabelText('Attach files')).toHaveFocus();
    await userEvent.tab();
    expect(form.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const log = await findMessages('Sarah Mitchell');
    await waitFor(() => expect(log.getByText('By keyboard.')).toBeInTheDocument());
    expect(thread.getByLabelText('Your message')).toHaveFocus();
  });
});
