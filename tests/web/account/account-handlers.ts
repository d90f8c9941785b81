// The "your data" calls as the local API answers them (src/api/account-data-contract.ts): the
// export of the signed-in fixture person a page at a time (one page unless a test gives more:
// exportPages()), and deletion with the fixture password.
import { http, HttpResponse } from 'msw';
import {
  accountDeleteSchema,
  accountExportPageSchema,
  accountExportSchema,
  EXPORT_FORMAT,
  type AccountExport,
} from '@/api/account-data-contract';
import { apiConfig } from '@/api/config';
import { PASSWORD, sessionUser } from '../msw/fixtures';

export const accountUrls = {
  exportData: `${apiConfig.accounts}/api/accounts/me/export/`,
  remove: `${apiConfig.accounts}/api/accounts/me/delete/`,
};

export const WRONG_PASSWORD = 'The password is not right.';
const EXPORTED_AT = '2030-01-14T09:30:00.000Z';

const client = sessionUser('client');
const exported = accountExportSchema.parse({
  format: EXPORT_FORMAT,
  exportedAt: EXPORTED_AT,
  account: {
    id: client.id,
    email: client.email,
    name: client.name,
    role: 'client',
    isVerified: null,
    createdAt: '2029-12-01T10:00:00.000Z',
    emailVerifiedAt: '2029-12-01T10:05:00.000Z',
  },
  lawyerProfile: null,
  availability: null,
  calendarFeed: null,
  documents: { howToGetTheFiles: 'Write to us.', items: [] },
  verification: { request: null, history: [] },
  cases: [],
  responses: [],
  leadsHidden: [],
  consultations: [],
  reviewsWritten: [],
  reviewsReceived: [],
  reportsMade: [],
  notifications: [],
  sessions: [],
  emails: [],
  links: [],
});

/** The export as the server pages it: the single facts on every page, and each page's part of
 * each list (the part given, or none). */
export function exportPages(...parts: Partial<AccountExport>[]) {
  return parts.map((part, i) =>
    accountExportPageSchema.parse({
      ...exported,
      ...part,
      page: i + 1,
      next: i + 1 < parts.length ? `${accountUrls.exportData}?page=${i + 2}` : null,
    }),
  );
}

/** `GET me/export/?page=N` answered from these pages: page N, or 404 past the last. */
export function answerExport(pages = exportPages({})) {
  return ({ request }: { request: Request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const answer = pages[page - 1];
    return answer
      ? HttpResponse.json(answer, {
          headers: { 'Content-Disposition': 'attachment; filename="lawmatch-data-2030-01-14.json"' },
        })
      : HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
  };
}

export const accountHandlers = [
  http.get(accountUrls.exportData, answerExport()),
  http.post(accountUrls.remove, async ({ request }) => {
    const parsed = accountDeleteSchema.safeParse(await request.json());
    if (!parsed.success || parsed.data.password !== PASSWORD) {
      return HttpResponse.json({ password: [WRONG_PASSWORD] }, { status: 400 });
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
