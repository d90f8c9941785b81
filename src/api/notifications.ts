// The notification bell's calls (src/api/cases-contract.ts): a page of the notifications, newest
// first, with the unread count, and marking some or all read (answered with the first page). An extension: a backend without it answers 404 and
// the header shows no bell (docs/decisions/0092-notification-bell-and-mail.md,
// 0025-missing-extension-keeps-spec-behaviour.md).
import { notificationListSchema } from '@/api/cases-contract';
import { apiConfig } from '@/api/config';
import { request } from '@/api/http';
import { pageUrl } from '@/api/paging';

const base = () => `${apiConfig.profiles}/api/notifications`;

export function fetchNotifications(page: number, signal?: AbortSignal) {
  return request(pageUrl(`${base()}/`, page), { schema: notificationListSchema, auth: true, signal });
}

/** Marks these notifications read, or every one when `ids` is left out; answers the first page as
 * now read. */
export function markNotificationsRead(ids?: readonly string[]) {
  return request(`${base()}/read/`, {
    schema: notificationListSchema,
    json: ids === undefined ? {} : { ids },
    auth: true,
  });
}
