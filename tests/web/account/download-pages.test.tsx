// 'Download your data' from an export the server gives a page at a time
// (docs/decisions/0110-limits-on-writing.md): every page fetched, one after another, and joined into
// the one file of the contract; its progress said past the first page; a failure of any page told,
// and nothing half-made saved.
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountExportSchema, type AccountExport } from '@/api/account-data-contract';
import { verificationEventSchema } from '@/api/contract';
import { saveFile } from '@/lib/save-file';
import { sessionUser } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import { accountHandlers, accountUrls, answerExport, exportPages } from './account-handlers';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  server.use(...accountHandlers);
});

const notification = (n: number) => ({
  kind: 'case_response',
  text: `Notification ${n}`,
  link: null,
  createdAt: `2030-01-${String(n).padStart(2, '0')}T09:00:00.000Z`,
  readAt: null,
});
const event = (n: number) =>
  verificationEventSchema.parse({
    id: String(n),
    at: `2030-01-${String(n).padStart(2, '0')}T10:00:00Z`,
    action: 'submitted',
    kind: 'first',
    version: n,
    by: 'Lawyer',
    note: null,
    changes: [],
  });
const report = (n: number) => ({
  reviewId: String(n),
  reason: `Report ${n}`,
  createdAt: '2030-01-02T09:00:00.000Z',
});

/** Three pages: notifications 1–3 on the first two, the history split over the first and last. */
const PAGES = exportPages(
  { notifications: [notification(1), notification(2)], verification: { request: null, history: [event(1)] } },
  { notifications: [notification(3)], reportsMade: [report(1)] },
  { verification: { request: null, history: [event(2), event(3)] } },
);

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function download() {
  const page = renderWithProviders({ route: '/account', user: sessionUser('client') });
  await page.userEvent.click(await screen.findByRole('button', { name: 'Download your data' }));
  return page;
}

describe('Download your data, from an export in pages', () => {
  it('fetches every page in turn and saves them joined, as one export of the contract', async () => {
    server.use(
      http.get(accountUrls.exportData, async (info) => {
        await delay(100);
        return answerExport(PAGES)(info);
      }),
    );
    const sent = recordRequests();
    await download();
    // past the first page, it says how far it has got
    expect(await screen.findByText('Gathering your data: part 2…')).toBeInTheDocument();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));

    expect(sent.sent.filter((r) => r.url.startsWith(accountUrls.exportData)).map((r) => r.url)).toEqual([
      accountUrls.exportData,
      `${accountUrls.exportData}?page=2`,
      `${accountUrls.exportData}?page=3`,
    ]);
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('lawmatch-data-2030-01-14.json');
    const saved = JSON.parse(await textOf(file)) as AccountExport;
    expect(accountExportSchema.strict().safeParse(saved).success).toBe(true);
    expect(saved).not.toHaveProperty('page');
    expect(saved).not.toHaveProperty('next');
    expect(saved.notifications.map((n) => n.text)).toEqual([
      'Notification 1',
      'Notification 2',
      'Notification 3',
    ]);
    expect(saved.verification.history.map((e) => e.id)).toEqual(['1', '2', '3']);
    expect(saved.reportsMade).toEqual([report(1)]);
    expect(saved.account.email).toBe('client@example.com');
    expect(screen.queryByText(/Gathering your data/)).not.toBeInTheDocument();
  });

  it('a page that fails is told, nothing is saved, and Download tries the whole again', async () => {
    let failing = true;
    server.use(
      http.get(accountUrls.exportData, (info) =>
        failing && new URL(info.request.url).searchParams.get('page') === '3'
          ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
          : answerExport(PAGES)(info),
      ),
    );
    const { userEvent } = await download();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded. The server had a problem (500). Please try again.',
    );
    expect(saveFile).not.toHaveBeenCalled();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const saved = JSON.parse(await textOf(vi.mocked(saveFile).mock.calls[0]![0])) as AccountExport;
    expect(saved.verification.history).toHaveLength(3);
  });
});
