// A backend with the lists by state, as the local API answers them: `?queue=` (with `search` and
// `page`), `counts/`, each request's `history/`, and a reason required to reject, with the
// requests and histories of desk-fixtures.ts (the shared queue, tests/web/msw/admin-handlers.ts,
// answers these calls too, for the tests that only pass through the admin page).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { apiConfig } from '@/api/config';
import {
  approveRequestSchema,
  QUEUES,
  rejectRequestSchema,
  requestInfoSchema,
  verificationCountsSchema,
  verificationQuerySchema,
  type Queue,
  type VerificationEvent,
  type VerificationRequest,
} from '@/api/contract';
import { answerPage } from '../msw/pages';
import { server } from '../msw/server';
import { openAdminDashboard } from './admin-page';
import { deskHistories, deskRequests, historyEvent } from './desk-fixtures';

const base = `${apiConfig.profiles}/api/accounts/admin/verification-requests`;
export const deskUrls = {
  list: `${base}/`,
  queue: (queue: Queue) => `${base}/?queue=${queue}`,
  counts: `${base}/counts/`,
  history: (id: string) => `${base}/${id}/history/`,
  approve: (id: string) => `${base}/${id}/approve/`,
  reject: (id: string) => `${base}/${id}/reject/`,
  requestInfo: (id: string) => `${base}/${id}/request-info/`,
};

const queueOf = (r: VerificationRequest): Queue =>
  r.status === 'pending' || r.status === undefined ? (r.kind === 'first' ? 'new' : 'rechecks') : r.status;

let desk: VerificationRequest[] = [];
let history: Record<string, VerificationEvent[]> = {};

const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
  HttpResponse.json(Object.fromEntries(issues.map((i) => [String(i.path[0] ?? 'detail'), [i.message]])), {
    status: 400,
  });

type Note = { reason?: string; message?: string; version?: number | undefined };
function decide(status: 'approved' | 'rejected' | 'info_requested', schema: z.ZodType<Note, unknown>) {
  return async ({ request: sent, params }: { request: Request; params: Record<string, unknown> }) => {
    const item = desk.find((r) => r.id === params.id);
    if (!item) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    const text = await sent.text();
    const body = schema.safeParse(text ? (JSON.parse(text) as unknown) : {});
    if (!body.success) return invalid(body.error.issues);
    const note = body.data.reason ?? body.data.message ?? null;
    Object.assign(item, { status, reason: body.data.reason ?? null, message: body.data.message ?? null });
    (history[item.id] ??= []).push(
      historyEvent({
        id: 100 + desk.indexOf(item),
        at: '2026-04-02T09:15:00Z',
        action: status,
        by: 'Ada Admin (admin)',
        note,
      }),
    );
    return HttpResponse.json(item);
  };
}

/** Answers as a backend with the lists by state, from six requests, one or more in each list. */
export function withDeskBackend() {
  desk = deskRequests();
  history = deskHistories();
  server.use(
    http.get(deskUrls.counts, () =>
      HttpResponse.json(
        verificationCountsSchema.parse(
          Object.fromEntries(QUEUES.map((q) => [q, desk.filter((r) => queueOf(r) === q).length])),
        ),
      ),
    ),
    http.get(deskUrls.list, ({ request: sent }) => {
      const query = verificationQuerySchema.parse(Object.fromEntries(new URL(sent.url).searchParams));
      const needle = query.search?.toLowerCase();
      const found = desk.filter(
        (r) =>
          (!query.queue || queueOf(r) === query.queue) &&
          (!query.status || r.status === query.status) &&
          (!needle || [r.name, r.email, r.specialization].some((f) => f.toLowerCase().includes(needle))),
      );
      return answerPage(sent, found);
    }),
    http.get(deskUrls.history(':id'), ({ params }) => HttpResponse.json(history[String(params.id)] ?? [])),
    http.post(deskUrls.approve(':id'), decide('approved', approveRequestSchema)),
    http.post(deskUrls.reject(':id'), decide('rejected', rejectRequestSchema)),
    http.post(deskUrls.requestInfo(':id'), decide('info_requested', requestInfoSchema)),
  );
}

/** The admin dashboard on a backend with the lists by state, once the New list has loaded. */
export async function openDesk() {
  withDeskBackend();
  const utils = await openAdminDashboard({ waitForList: false });
  await screen.findByRole('article', { name: 'Priya Shah' });
  return utils;
}

/** The names on the cards shown, in order. */
export const shownNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

/** The lists' tabs as they read. */
export const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
