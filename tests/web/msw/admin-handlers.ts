// Admin review extension handlers (issue: admin dashboard). They keep a small in-memory
// queue, as the local API does, so a decided request really leaves the pending list and a
// refetch cannot bring it back. Test files that decide call resetAdminQueue() first.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { apiConfig } from '@/api/config';
import {
  approveRequestSchema,
  fileKindSchema,
  rejectRequestSchema,
  requestInfoSchema,
  verificationListSchema,
  verificationQuerySchema,
  type FileKind,
  type VerificationRequest,
  type VerificationStatus,
} from '@/api/contract';
import { accounts, tokensFor } from './fixtures';

const base = `${apiConfig.profiles}/api/accounts/admin/verification-requests`;
export const adminUrls = {
  list: `${base}/`,
  pending: `${base}/?status=pending`,
  approve: (id: string) => `${base}/${id}/approve/`,
  reject: (id: string) => `${base}/${id}/reject/`,
  requestInfo: (id: string) => `${base}/${id}/request-info/`,
  document: (id: string, kind: FileKind) => `${base}/${id}/documents/${kind}/`,
};

export const verificationFixtures: readonly VerificationRequest[] = verificationListSchema.parse([
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

let queue: VerificationRequest[] = [];
export function resetAdminQueue() {
  queue = verificationFixtures.map((r) => ({
    ...r,
    documents: { ...r.documents },
    documentsUploadedAt: { ...r.documentsUploadedAt },
  }));
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
}

const admin = Object.values(accounts).find((a) => a.role === 'admin');
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
        (!needle || [r.name, r.email, r.specialization].some((f) => f.toLowerCase().includes(needle))),
    );
    return HttpResponse.json(verificationListSchema.parse(found));
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
