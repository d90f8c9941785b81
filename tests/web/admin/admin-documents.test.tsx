import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUrls } from '../msw/admin-handlers';
import { server } from '../msw/server';
import { recordRequests, stubObjectUrls } from '../support';
import { freshQueueForEachTest, openAdminDashboard } from './admin-page';

freshQueueForEachTest();
const urls = stubObjectUrls();

/** The dialog's entry for one document, found by its heading. */
function entry(dialog: HTMLElement, label: string) {
  const item = within(dialog).getByRole('heading', { name: label }).closest('li');
  if (!item) throw new Error(`no entry for ${label}`);
  return within(item);
}

async function openDocuments(name: string) {
  const utils = await openAdminDashboard();
  await utils.userEvent.click(screen.getByRole('button', { name: `View Documents of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Documents of ${name}` });
  return { ...utils, dialog };
}

describe('the documents dialog', () => {
  it('fetches each document with the admin token only when opened, and shows images inline', async () => {
    const authorizations: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/documents/')) authorizations.push(request.headers.get('Authorization'));
    };
    server.events.on('request:start', listener);
    const sent = recordRequests();
    const { dialog } = await openDocuments('Eleanor Whitaker');

    const id = await within(dialog).findByRole('img', { name: 'Government ID of Eleanor Whitaker' });
    expect(id.getAttribute('src')).toMatch(/^blob:lawmatch\/\d+-image\/png$/);
    expect(
      await within(dialog).findByRole('img', { name: 'Profile Photo of Eleanor Whitaker' }),
    ).toBeInTheDocument();
    expect(
      entry(dialog, 'Government ID').getByRole('link', { name: 'Download Government ID' }),
    ).toHaveAttribute('download', 'eleanor-whitaker-government_id.png');

    const requested = (await sent.bodies()).map((r) => r.url).filter((url) => url.includes('/documents/'));
    expect(requested.sort()).toEqual(
      (['bar_certificate', 'government_id', 'law_degree', 'profile_picture'] as const).map((k) =>
        adminUrls.document('501', k),
      ),
    );
    expect(authorizations).toEqual(Array(4).fill('Bearer access-33'));
    server.events.removeListener('request:start', listener);
  });

  it('opens a PDF in a new tab from its object URL and offers it for download', async () => {
    const { dialog } = await openDocuments('Eleanor Whitaker');
    const degree = entry(dialog, 'Law Degree Certificate');
    const open = await degree.findByRole('link', { name: 'Open Law Degree Certificate in a new tab' });
    expect(open.getAttribute('href')).toMatch(/^blob:lawmatch\/\d+-application\/pdf$/);
    expect(open).toHaveAttribute('target', '_blank');
    expect(degree.getByText('PDF document')).toBeInTheDocument();
    expect(degree.queryByRole('img')).not.toBeInTheDocument();
    const download = degree.getByRole('link', { name: 'Download Law Degree Certificate' });
    expect(download).toHaveAttribute('href', open.getAttribute('href'));
    expect(download).toHaveAttribute('download', 'eleanor-whitaker-law_degree.pdf');
  });

  it('revokes the object URLs when the dialog closes', async () => {
    const { dialog, userEvent } = await openDocuments('Eleanor Whitaker');
    await within(dialog).findByRole('img', { name: 'Government ID of Eleanor Whitaker' });
    await waitFor(() => expect(urls.made).toHaveLength(4));
    expect(urls.revoked).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect([...urls.revoked].sort()).toEqual([...urls.made].sort());
    expect(screen.getByRole('button', { name: 'View Documents of Eleanor Whitaker' })).toHaveFocus();
  });

  it('says when a document was never sent, or is missing on the server', async () => {
    const { dialog, userEvent } = await openDocuments('Rajesh Kapoor');
    expect(entry(dialog, 'Law Degree Certificate').getByText(/Not submitted/)).toBeInTheDocument();
    expect(await entry(dialog, 'Bar Association Certificate').findByRole('img')).toBeInTheDocument();
    // no photo was sent, so there is no entry for one
    expect(within(dialog).queryByRole('heading', { name: 'Profile Photo' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Documents of Morag Campbell' }));
    const morag = await screen.findByRole('dialog', { name: 'Documents of Morag Campbell' });
    expect(
      await entry(morag, 'Bar Association Certificate').findByText(
        'Missing: this document could not be found on the server.',
      ),
    ).toBeInTheDocument();
  });

  it('tells why a document did not load and fetches it again on Retry', async () => {
    server.use(
      http.get(
        adminUrls.document('501', 'government_id'),
        () => HttpResponse.json({ detail: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    const { dialog, userEvent } = await openDocuments('Eleanor Whitaker');
    const id = entry(dialog, 'Government ID');
    expect(await id.findByRole('alert')).toHaveTextContent(
      'The server had a problem (500). Please try again.',
    );
    await userEvent.click(id.getByRole('button', { name: 'Retry loading Government ID' }));
    expect(await id.findByRole('img', { name: 'Government ID of Eleanor Whitaker' })).toBeInTheDocument();
    expect(id.queryByRole('alert')).not.toBeInTheDocument();
  });
});
