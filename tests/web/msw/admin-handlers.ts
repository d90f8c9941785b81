// Admin review extension handlers
// (docs/decisions/0008-admin-decisions-call-the-review-extension.md). They keep a small
// in-memory queue, as the local API does, so a decided request really leaves the pending list
// and a refetch cannot bring it back. Test files that decide call resetAdminQueue() first.
// Like the local API, they answer the lists by state (`?queue=`), their `counts/` and each
// request's `history/` (docs/decisions/0086-save-is-not-submit.md), in the smallest shapes the
// contract takes: a test that opens the admin page gets the desk unless it asks for a backend
// without them (withoutListsByState(), tests/web/admin/admin-page.ts).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { apiConfig } from '@/api/config';
import {
  approveRequestSchema,
  fileKindSchema,
  QUEUES,
  rejectRequestSchema,
  requestInfoSchema,
  verificationCountsSchema,
  verificationHistorySchema,
  verificationQuerySchema,
  verificationRequestSchema,
  type FileKind,
  type Queue,
  type VerificationEvent,
  type VerificationRequest,
  type VerificationStatus,
} from '@/api/contract';
import { accounts, tokensFor } from './fixtures';
import { answerPage } from './pages';

const base = `${apiConfig.profiles}/api/accounts/admin/verification-requests`;
export const adminUrls = {
  list: `${base}/`,
  pending: `${base}/?status=pending`,
  counts: `${base}/counts/`,
  history: (id: string) => `${base}/${id}/history/`,
  approve: (id: string) => `${base}/${id}/approve/`,
  reject: (id: string) => `${base}/${id}/reject/`,
  requestInfo: (id: string) => `${base}/${id}/request-info/`,
  document: (id: string, kind: FileKind) => `${base}/${id}/documents/${kind}/`,
};

export const verificationFixtures: readonly VerificationRequest[] = z.array(verificationRequestSchema).parse([
  {
    id: 501,
    name: 'Eleanor Whitaker',
    email: 'eleanor.whitaker@whitakerfamilylaw.co.uk',
    specialization: 'Family Law',
    city: 'Manchester',
    experience: 6,
    barNumber: 'SRA-482913',
    submittedDate: '2026-03-12T09:30:00Z',
    documents: { id: true, degree: true, bar: true, photo: true },
    status: 'pending',
    version: 1,
    documentsUploadedAt: {
      government_id: '2026-03-12T09:30:00Z',
      law_degree: '2026-03-12T09:30:00Z',
      bar_certificate: '2026-03-12T09:30:00Z',
      profile_picture: '2026-03-12T09:30:00Z',
    },
  },
  {
    id: 502,
    name: 'Rajesh Kapoor',
    email: 'r.kapoor@kapoorimmigration.com',
    specialization: 'Immigration Law',
    city: 'Birmingham',
    experience: 11,
    barNumber: 'SRA-557201',
    submittedDate: '2026-03-14T14:05:00Z',
    documents: { id: true, degree: false, bar: true, photo: false },
    status: 'pending',
    version: 1,
    documentsUploadedAt: { government_id: '2026-03-14T14:05:00Z', bar_certificate: '2026-03-14T14:05:00Z' },
  },
  {
    id: 503,
    name: 'Morag Campbell',
    email: 'morag@campbellconveyancing.scot',
    specialization: 'Property Law',
    city: 'Edinburgh',
    experience: 1,
    barNumber: 'LSS-204318',
    submittedDate: '2026-03-15T11:00:00Z',
    documents: { id: true, degree: true, bar: true, photo: false },
    status: 'pending',
    version: 1,
    documentsUploadedAt: { government_id: '2026-03-15T11:00:00Z', law_degree: '2026-03-15T11:00:00Z' },
  },
]);

// a 1×1 PNG and the smallest PDF a viewer opens
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = { bytes: PNG, type: 'image/png' };
const pdf = { bytes: PDF, type: 'application/pdf' };
// 502 never sent a degree; 503's bar certificate is listed but its file is gone (a 404)
const files: Record<string, Partial<Record<FileKind, { bytes: Uint8Array; type: string }>>> = {
  '501': { government_id: png, law_degree: pdf, bar_certificate: pdf, profile_picture: png },
  '502': { government_id: png, bar_certificate: png },
  '503': { government_id: png, law_degree: pdf },
};

/** Which list a request is on, as the local API sorts them (server/repo/verifications.ts): a
 * request that names no kind is a first one. */
const queueOf = (r: VerificationRequest): Queue =>
  r.status === 'pending' || r.status === undefined
    ? r.kind === 'change' || r.kind === 'renewal'
      ? 'rechecks'
      : 'new'
    : r.status;

const admin = Object.values(accounts).find((a) => a.role === 'admin');

let queue: VerificationRequest[] = [];
// each request's history, oldest first: its submission, then every decision and resubmission
let history: Record<string, VerificationEvent[]> = {};
let nextEventId = 1;

function record(
  item: VerificationRequest,
  event: Pick<VerificationEvent, 'action' | 'by' | 'note' | 'changes'> & { at?: string },
) {
  (history[item.id] ??= []).push({
    id: String(nextEventId++),
    at: event.at ?? new Date().toISOString(),
    kind: item.kind ?? 'first',
    version: item.version ?? 1,
    ...event,
  });
}

/** The queue holds the three fixtures again, each with its submission. */
export function resetAdminQueue() {
  setAdminQueue(verificationFixtures);
}

/** The queue holds these requests, each with its submission. */
export function setAdminQueue(given: readonly VerificationRequest[]) {
  queue = given.map((r) => ({
    ...r,
    documents: { ...r.documents },
    documentsUploadedAt: { ...r.documentsUploadedAt },
  }));
  history = {};
  nextEventId = 1;
  for (const item of queue)
    record(item, { action: 'submitted', by: 'Lawyer', note: null, changes: [], at: item.submittedDate });
}
resetAdminQueue();

/** The lawyer sends the request again, as the local API records it: pending, one version on
 * (docs/decisions/0075-decisions-name-the-version-reviewed.md). */
export function resubmit(
  id: string,
  changes: Partial<Pick<VerificationRequest, 'name' | 'city' | 'barNumber' | 'experience'>>,
  newDocuments: FileKind[] = [],
  at = '2026-03-20T10:00:00Z',
) {
  const item = queue.find((r) => r.id === id);
  if (!item) throw new Error(`no request ${id}`);
  Object.assign(item, changes, { status: 'pending', submittedDate: at, version: (item.version ?? 1) + 1 });
  for (const kind of newDocuments) item.documentsUploadedAt = { ...item.documentsUploadedAt, [kind]: at };
  const fields = Object.keys(changes).map((key) => FIELD_NAMES[key as keyof typeof changes]);
  record(item, { action: 'submitted', by: 'Lawyer', note: null, changes: [...fields, ...newDocuments], at });
}

// the profile's field names, as a history names what a submission changed
const FIELD_NAMES = {
  name: 'full_name',
  city: 'location',
  barNumber: 'license_number',
  experience: 'experience_years',
} as const;
function refuse(request: Request) {
  const auth = request.headers.get('Authorization');
  if (!auth)
    return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
  if (!admin || auth !== `Bearer ${tokensFor(admin).access}`) {
    return HttpResponse.json(
      { detail: 'You do not have permission to perform this action.' },
      { status: 403 },
    );
  }
  return null;
}

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
  HttpResponse.json(Object.fromEntries(issues.map((i) => [String(i.path[0] ?? 'detail'), [i.message]])), {
    status: 400,
  });

type Note = { reason?: string | undefined; message?: string; version?: number | undefined };
type Params = Record<string, string | readonly string[] | undefined>;

/** A decision on an open request; its body is checked with the contract schema. */
function decide(status: Exclude<VerificationStatus, 'pending'>, bodySchema?: z.ZodType<Note, unknown>) {
  return async ({ request, params }: { request: Request; params: Params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const item = queue.find((r) => r.id === params.id);
    if (!item) return notFound();
    const text = await request.text();
    const body = bodySchema?.safeParse(text ? (JSON.parse(text) as unknown) : {});
    if (body && !body.success) return invalid(body.error.issues);
    if (item.status === 'approved' || item.status === 'rejected') {
      return HttpResponse.json({ detail: `This request has already been ${item.status}.` }, { status: 409 });
    }
    const version = body?.data.version;
    if (version !== undefined && version !== item.version) {
      return HttpResponse.json(
        {
          detail:
            'This request changed since you opened it: the lawyer sent it again. Review it again before deciding.',
        },
        { status: 409 },
      );
    }
    item.status = status;
    if (status === 'rejected') item.reason = body?.data.reason || null;
    if (status === 'info_requested') item.message = body?.data.message ?? null;
    const at = new Date().toISOString();
    if (status === 'approved') item.verifiedAt = at;
    const note = status === 'rejected' ? item.reason : status === 'info_requested' ? item.message : null;
    record(item, {
      action: status,
      by: `${admin?.name ?? 'An admin'} (admin)`,
      note: note ?? null,
      changes: [],
      at,
    });
    return HttpResponse.json(item);
  };
}

export const adminHandlers: HttpHandler[] = [
  http.get(adminUrls.list, ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const query = verificationQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalid(query.error.issues);
    const needle = query.data.search?.toLowerCase();
    const found = queue.filter(
      (r) =>
        (!query.data.status || r.status === query.data.status) &&
        (!query.data.queue || queueOf(r) === query.data.queue) &&
        (!needle || [r.name, r.email, r.specialization].some((f) => f.toLowerCase().includes(needle))),
    );
    return answerPage(request, found);
  }),
  http.get(adminUrls.counts, ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const counts = Object.fromEntries(QUEUES.map((q) => [q, queue.filter((r) => queueOf(r) === q).length]));
    return HttpResponse.json(verificationCountsSchema.parse(counts));
  }),
  http.get(adminUrls.history(':id'), ({ request, params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const item = queue.find((r) => r.id === params.id);
    if (!item) return notFound();
    return HttpResponse.json(verificationHistorySchema.parse(history[item.id] ?? []));
  }),
  http.post(adminUrls.approve(':id'), decide('approved', approveRequestSchema)),
  http.post(adminUrls.reject(':id'), decide('rejected', rejectRequestSchema)),
  http.post(adminUrls.requestInfo(':id'), decide('info_requested', requestInfoSchema)),
  http.get(adminUrls.document(':id', ':kind' as FileKind), ({ request, params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const kind = fileKindSchema.safeParse(params.kind);
    const file = kind.success ? files[String(params.id)]?.[kind.data] : undefined;
    if (!file) return notFound();
    return new HttpResponse(file.bytes, { headers: { 'Content-Type': file.type } });
  }),
];
