// The notification bell's two calls, answered as the local API does (server/routes/notifications.ts)
// with the contract's schemas, over a store that lives for one test: `useNotificationBackend()`
// fills it before each. The list is paged (tests/web/msw/pages.ts); marking read answers the
// first page. Tests override with server.use().
import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import {
  notificationListSchema,
  notificationSchema,
  notificationsReadSchema,
  type Notification,
} from '@/api/cases-contract';
import { apiConfig } from '@/api/config';
import { answerPage } from './pages';

export const notificationUrls = {
  list: `${apiConfig.profiles}/api/notifications/`,
  read: `${apiConfig.profiles}/api/notifications/read/`,
};

/** The client's notifications, newest first: two unread, one read. */
export const CLIENT_NOTIFICATIONS: Notification[] = [
  {
    id: '31',
    kind: 'case_response',
    text: 'Amelia Hughes responded to your case "Deposit not returned by my landlord"',
    link: '/cases/1',
    createdAt: '2026-07-02T10:05:00Z',
    readAt: null,
  },
  {
    id: '30',
    kind: 'case_response',
    text: 'Daniel Okafor responded to your case "Unfair dismissal from my job"',
    link: '/cases/2',
    createdAt: '2026-11-02T09:15:00Z',
    readAt: null,
  },
  {
    id: '12',
    kind: 'case_response',
    text: 'Priya Shah responded to your case "Deposit not returned by my landlord"',
    link: '/cases/1',
    createdAt: '2026-10-28T16:40:00Z',
    readAt: '2026-10-29T08:00:00Z',
  },
].map((n) => notificationSchema.parse(n));

let kept: Notification[] = [];

/** The page asked for, with the unread count, checked by the contract. */
async function list(request: Request) {
  const answer = answerPage(request, kept);
  if (!answer.ok) return answer;
  const page = (await answer.json()) as object;
  const unread = kept.filter((n) => n.readAt === null).length;
  return HttpResponse.json(notificationListSchema.parse({ ...page, unread }));
}

/** Every test's default (tests/web/msw/handlers.ts): no notifications until a test gives some. */
export const notificationHandlers = [
  http.get(notificationUrls.list, ({ request }) => list(request)),
  http.post(notificationUrls.read, async ({ request }) => {
    const parsed = notificationsReadSchema.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json({ detail: 'Invalid data.' }, { status: 400 });
    const ids = parsed.data.ids;
    const at = new Date().toISOString();
    kept = kept.map((n) => (n.readAt === null && (!ids || ids.includes(n.id)) ? { ...n, readAt: at } : n));
    return list(new Request(notificationUrls.list));
  }),
];

/** Before each test: the backend answers with `given` (the client's three by default). */
export function useNotificationBackend(given: () => Notification[] = () => CLIENT_NOTIFICATIONS) {
  beforeEach(() => {
    kept = structuredClone(given());
  });
}

/** The store for this test: these notifications. */
export function setNotifications(given: Notification[]) {
  kept = structuredClone(given);
}
