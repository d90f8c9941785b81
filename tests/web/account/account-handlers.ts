// The "your data" calls as the local API answers them (src/api/account-data-contract.ts): the
// export of the signed-in fixture person, and deletion with the fixture password.
import { http, HttpResponse } from 'msw';
import { accountDeleteSchema, accountExportSchema } from '@/api/account-data-contract';
import { apiConfig } from '@/api/config';
import { PASSWORD, sessionUser } from '../msw/fixtures';

export const accountUrls = {
  exportData: `${apiConfig.accounts}/api/accounts/me/export/`,
  remove: `${apiConfig.accounts}/api/accounts/me/delete/`,
};

export const WRONG_PASSWORD = 'The password is not right.';
const EXPORTED_AT = '2030-01-14T09:30:00.000Z';

const client = sessionUser('client');
export const exported = accountExportSchema.parse({
  format: 'lawmatch-export/1',
  exportedAt: EXPORTED_AT,
  account: {
    id: client.id,
    email: client.email,
    name: client.name,
    role: 'client',
    isVerified: true,
    createdAt: '2029-12-01T10:00:00.000Z',
  },
  lawyerProfile: null,
  availability: null,
  documents: { howToGetTheFiles: 'Write to us.', items: [] },
  verification: { request: null, history: [] },
  cases: [],
  responses: [],
  consultations: [],
  reviewsWritten: [],
  reviewsReceived: [],
  reportsMade: [],
  notifications: [],
});

export const accountHandlers = [
  http.get(accountUrls.exportData, () =>
    HttpResponse.json(exported, {
      headers: { 'Content-Disposition': 'attachment; filename="lawmatch-data-2030-01-14.json"' },
    }),
  ),
  http.post(accountUrls.remove, async ({ request }) => {
    const parsed = accountDeleteSchema.safeParse(await request.json());
    if (!parsed.success || parsed.data.password !== PASSWORD) {
      return HttpResponse.json({ password: [WRONG_PASSWORD] }, { status: 400 });
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
