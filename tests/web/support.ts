// Small helpers the page tests share: notifications as a person sees them, the requests the
// app really sent, a backend without the extensions, the stored user, and object URLs.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, onTestFinished, vi } from 'vitest';
import { apiConfig } from '@/api/config';
import type { ApiUser } from '@/api/contract';
import { storedEntries } from '@/session/session';
import { STORAGE_KEYS } from '@/session/storage-keys';
import { consultationsMissing } from './msw/consultation-handlers';
import { conversationsMissing } from './msw/conversation-handlers';
import { urls } from './msw/handlers';
import { reviewsMissing } from './msw/review-handlers';
import { servicesMissing } from './msw/services-handlers';
import { directoryMissing } from './msw/directory-handlers';
import { server } from './msw/server';

/** The live notifications region (the Toaster loads lazily, so wait for it). */
export async function findNotifications() {
  return within(await screen.findByRole('region', { name: 'Notifications' }));
}

/** Radix lets pointer events into the region only once it has counted a new notification. */
async function untilClickable() {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(region).not.toHaveStyle({ pointerEvents: 'none' }));
}

/** The notification whose description is `description`; its title is checked by the caller. */
export async function findNotification(description: string) {
  const region = await findNotifications();
  const text = await region.findByText(description);
  const item = region.getAllByRole('listitem').find((li) => li.contains(text));
  if (!item) throw new Error(`"${description}" is not inside a notification`);
  await untilClickable();
  return within(item);
}

/** Expects a notification with this title and description. */
export async function expectNotification(title: string, description: string) {
  const toast = await findNotification(description);
  expect(toast.getByText(title)).toBeInTheDocument();
  return toast;
}

interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Records every request the app starts until the test ends; the case form's area suggestion
 * only when asked (`suggestions`): it reads after a pause in the typing, keeps nothing, and would
 * otherwise come and go with the speed of the machine
 * (docs/decisions/0131-classifier-confidence-and-area-suggestion.md). */
export function recordRequests({ suggestions = false } = {}) {
  const sent: SentRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    // the connection probe after a call that got no answer (src/api/transport.ts) is no call
    if (request.method === 'HEAD') return;
    if (!suggestions && request.url.endsWith('/api/cases/classify/')) return;
    const entry: SentRequest = { method: request.method, url: request.url, body: undefined };
    sent.push(entry);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? (JSON.parse(text) as unknown) : undefined;
        })
        .catch(() => {}),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    sent,
    /** requests to exactly this URL */
    to: (url: string) => sent.filter((r) => r.url === url),
    /** waits until every recorded body has been read */
    bodies: async () => {
      await Promise.all(pending);
      return sent;
    },
  };
}

/**
 * An existing backend that lacks the extension calls (they answer 404 and the SPA keeps the
 * spec's behaviour: docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). Dashboards then make no call that could refresh the tokens
 * or rewrite the stored user while a test looks at them.
 */
export function backendWithoutExtensions() {
  const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  server.use(
    http.get(urls.me, notFound),
    http.get(`${apiConfig.profiles}/api/accounts/lawyer-profiles/me/`, notFound),
    http.get(`${apiConfig.profiles}/api/accounts/admin/verification-requests/`, notFound),
    http.get(`${apiConfig.profiles}/api/accounts/admin/verification-requests/counts/`, notFound),
    http.get(`${apiConfig.profiles}/api/accounts/admin/verification-requests/:id/history/`, notFound),
    http.get(`${apiConfig.profiles}/api/accounts/me/stats/`, notFound),
    http.get(`${apiConfig.profiles}/api/notifications/`, notFound),
    http.get(`${apiConfig.profiles}/api/cases/`, notFound),
    http.post(`${apiConfig.profiles}/api/cases/`, notFound),
    http.post(`${apiConfig.profiles}/api/cases/classify/`, notFound),
    http.get(`${apiConfig.profiles}/api/lawyers/me/availability/`, notFound),
    ...consultationsMissing(),
    ...conversationsMissing(),
    ...reviewsMissing(),
    ...servicesMissing(),
    ...directoryMissing(),
  );
}

/**
 * A fault that lasts until `end()`: a query meets it on its first try and again on the query
 * client's one automatic retry (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md), so
 * the page tells it; once ended, the handlers behind it answer, as they do the person's Retry.
 */
export function lastingFault(respond: () => Response | Promise<Response>) {
  let on = true;
  return {
    answer: () => (on ? respond() : undefined),
    end: () => {
      on = false;
    },
  };
}

/** `user` as the session stores it under the `user` key (src/session/session.ts), parsed. */
export function storedForm(user: ApiUser): unknown {
  return JSON.parse(storedEntries(user)[STORAGE_KEYS.user] ?? 'null');
}

/** jsdom has no object URLs: hand out recognisable ones (`blob:lawmatch/{n}-{type}`) in each
 * test, and remember which were made and which revoked. */
export function stubObjectUrls() {
  const made: string[] = [];
  const revoked: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  beforeEach(() => {
    made.length = 0;
    revoked.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:lawmatch/${made.length + 1}-${blob.type}`;
      made.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      revoked.push(url);
    });
  });
  afterEach(() => {
    for (const [name, fn] of Object.entries(original)) {
      if (fn) Object.assign(URL, { [name]: fn });
      else Reflect.deleteProperty(URL, name); // as jsdom had it: absent
    }
  });
  return { made, revoked };
}
