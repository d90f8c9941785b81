// Every call the local API serves, as the API reference documents it: one entry per route in
// server/routes/*.ts. tests/server/openapi.test.ts compares this table with the routes Fastify
// registers on both ports, so a route added without an entry here fails the server suite
// (docs/decisions/0081-api-reference-generated-from-the-contract.md).
import { z } from 'zod';
import { fileKindSchema, verificationQuerySchema } from '../../src/api/contract.ts';
import type { ComponentName } from './schemas.ts';

type Port = 'api' | 'match';
type Role = 'client' | 'lawyer' | 'admin';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface Operation {
  method: 'get' | 'post';
  /** OpenAPI form: `{id}`, not Fastify's `:id` */
  path: string;
  port: Port;
  tag: 'accounts' | 'matching' | 'profiles' | 'admin' | 'reference';
  operationId: string;
  /** a spec call (spec §7) every backend answers, or an extension a backend may lack */
  kind: 'spec' | 'extension';
  summary: string;
  description: string;
  /** null: public; otherwise a bearer access token of one of these roles (any role when empty) */
  roles: Role[] | null;
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: { json: ComponentName } | { multipart: 'LawyerProfileForm' };
  ok: { status: 200 | 201 | 204; description: string } & (
    { json: ComponentName | 'OpenApiDocument' } | { content: Record<string, string> } | { empty: true }
  );
  errors: ErrorStatus[];
}

const numericId = z
  .string()
  .regex(/^\d{1,15}$/)
  .meta({ description: "The verification request's id." });
const JSON_BODY: ErrorStatus[] = [400, 413, 415];
const ADMIN = ['admin'] as Role[];
const REVIEW = '/api/accounts/admin/verification-requests';
const decision = (what: string, extra: string) =>
  `${what} An open request (pending or waiting for information) only: a decided one answers 409, and so does a body whose \`version\` is not the request's current one (the lawyer sent it again since it was reviewed; docs/decisions/0075-decisions-name-the-version-reviewed.md). ${extra}`;

export const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/accounts/register/',
    port: 'api',
    tag: 'accounts',
    operationId: 'register',
    kind: 'spec',
    roles: null,
    summary: 'Register a client or lawyer account',
    description:
      "Creates the account and signs it in. Clients are verified at once; lawyers wait for an admin's review. Every problem with the form is reported at once (a weak password and a taken e-mail together). The spec reads only `tokens`; `user` is sent beside them.",
    body: { json: 'RegisterRequest' },
    ok: { status: 201, description: 'Created and signed in.', json: 'RegisterResponse' },
    errors: [...JSON_BODY, 429, 503],
  },
  {
    method: 'post',
    path: '/api/accounts/login/',
    port: 'api',
    tag: 'accounts',
    operationId: 'login',
    kind: 'spec',
    roles: null,
    summary: 'Sign in',
    description:
      "Checks the e-mail and password. The optional `role` is ignored: the answer's `user.role` decides the dashboard. Failed attempts are limited per account and per address (429 with Retry-After).",
    body: { json: 'LoginRequest' },
    ok: { status: 200, description: 'Signed in.', json: 'LoginResponse' },
    errors: [...JSON_BODY, 401, 429, 503],
  },
  {
    method: 'post',
    path: '/api/accounts/token/refresh/',
    port: 'api',
    tag: 'accounts',
    operationId: 'refreshToken',
    kind: 'extension',
    roles: null,
    summary: 'Renew an access token',
    description:
      'Trades a refresh token for a new access token and a new refresh token. The refresh token rotates: one used before is refused with 401, and so is any token of a family ended by logout.',
    body: { json: 'RefreshRequest' },
    ok: {
      status: 200,
      description: 'A new access token (and a new refresh token).',
      json: 'RefreshResponse',
    },
    errors: [...JSON_BODY, 401],
  },
  {
    method: 'post',
    path: '/api/accounts/logout/',
    port: 'api',
    tag: 'accounts',
    operationId: 'logout',
    kind: 'extension',
    roles: null,
    summary: 'Sign out on the server',
    description:
      "Revokes the refresh token's whole family. An unknown or already revoked token answers the same 204, so the answer tells nothing about the token.",
    body: { json: 'LogoutRequest' },
    ok: { status: 204, description: 'Signed out.', empty: true },
    errors: JSON_BODY,
  },
  {
    method: 'get',
    path: '/api/accounts/me/',
    port: 'api',
    tag: 'accounts',
    operationId: 'currentUser',
    kind: 'extension',
    roles: [],
    summary: 'The signed-in user',
    description:
      "The account behind the access token, read fresh: for example a lawyer's current `isVerified`.",
    ok: { status: 200, description: 'The user.', json: 'ApiUser' },
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/match-lawyer',
    port: 'match',
    tag: 'matching',
    operationId: 'matchLawyer',
    kind: 'spec',
    roles: null,
    summary: 'Match verified lawyers to a case',
    description:
      'Classifies the case description into one of the eight categories (or takes `category`), then ranks verified lawyers by category fit, place (same city first, then distance), rating and experience. `matched` is false, with an empty list, when none fits. Served on the matching port (MATCH_PORT).',
    body: { json: 'MatchRequest' },
    ok: { status: 200, description: 'The matched lawyers, best first.', json: 'MatchResponse' },
    errors: JSON_BODY,
  },
  {
    method: 'post',
    path: '/api/accounts/lawyer-profiles/',
    port: 'api',
    tag: 'profiles',
    operationId: 'submitLawyerProfile',
    kind: 'spec',
    roles: ['lawyer'],
    summary: 'Submit a lawyer profile for verification',
    description:
      "A multipart form: the profile's text fields and the documents. Files are judged by their content, not their names (documents: PDF, JPG or PNG; the photo: JPG, PNG, WebP or GIF), at most 10 MB each. After the submission the three documents must be on file, sent now or kept from an earlier submission. A new submission takes the lawyer out of matching until an admin approves it again. The spec checks only the status.",
    body: { multipart: 'LawyerProfileForm' },
    ok: { status: 201, description: "Submitted; the lawyer's profile as now kept.", json: 'LawyerProfile' },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'get',
    path: '/api/accounts/lawyer-profiles/me/',
    port: 'api',
    tag: 'profiles',
    operationId: 'ownLawyerProfile',
    kind: 'extension',
    roles: ['lawyer'],
    summary: "The lawyer's own profile and verification status",
    description:
      "The profile, which documents are on file, and the verification status: not submitted, pending, approved, rejected (with the reason) or waiting for information (with the admin's message).",
    ok: { status: 200, description: "The lawyer's profile.", json: 'LawyerProfile' },
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/api/accounts/lawyers/{id}/photo/',
    port: 'api',
    tag: 'profiles',
    operationId: 'lawyerPhoto',
    kind: 'extension',
    roles: null,
    summary: "A verified lawyer's profile photo",
    description:
      'The photo shown on matched-lawyer cards (`profile_picture` links here). Only for a verified lawyer with a photo; anything else is 404. Cacheable for an hour: the link carries a version.',
    params: {
      id: z
        .string()
        .regex(/^\d{1,15}$/)
        .meta({ description: "The lawyer's user id." }),
    },
    ok: {
      status: 200,
      description: 'The image.',
      content: {
        'image/jpeg': 'binary',
        'image/png': 'binary',
        'image/webp': 'binary',
        'image/gif': 'binary',
      },
    },
    errors: [404],
  },
  {
    method: 'get',
    path: `${REVIEW}/`,
    port: 'api',
    tag: 'admin',
    operationId: 'listVerificationRequests',
    kind: 'extension',
    roles: ADMIN,
    summary: 'The verification review queue',
    description:
      "Lawyers' verification requests, oldest submission first. `status` and `search` (name, e-mail or specialization) narrow the list; an empty value means no filter.",
    query: verificationQuerySchema,
    ok: { status: 200, description: 'The requests.', json: 'VerificationList' },
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: `${REVIEW}/{id}/approve/`,
    port: 'api',
    tag: 'admin',
    operationId: 'approveVerificationRequest',
    kind: 'extension',
    roles: ADMIN,
    summary: 'Approve a verification request',
    description: decision('Verifies the lawyer, who is then matched.', 'The body may be empty.'),
    params: { id: numericId },
    body: { json: 'ApproveRequest' },
    ok: { status: 200, description: 'The request as decided.', json: 'VerificationRequest' },
    errors: [...JSON_BODY, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: `${REVIEW}/{id}/reject/`,
    port: 'api',
    tag: 'admin',
    operationId: 'rejectVerificationRequest',
    kind: 'extension',
    roles: ADMIN,
    summary: 'Reject a verification request',
    description: decision(
      'Rejects the request; the lawyer sees the reason with their status.',
      'The body may be empty.',
    ),
    params: { id: numericId },
    body: { json: 'RejectRequest' },
    ok: { status: 200, description: 'The request as decided.', json: 'VerificationRequest' },
    errors: [...JSON_BODY, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: `${REVIEW}/{id}/request-info/`,
    port: 'api',
    tag: 'admin',
    operationId: 'requestVerificationInfo',
    kind: 'extension',
    roles: ADMIN,
    summary: 'Ask the lawyer for more information',
    description: decision(
      'Sets the request to waiting for information; the lawyer sees the message with their status and may submit again.',
      '',
    ),
    params: { id: numericId },
    body: { json: 'RequestInfoRequest' },
    ok: {
      status: 200,
      description: 'The request, now waiting for information.',
      json: 'VerificationRequest',
    },
    errors: [...JSON_BODY, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: `${REVIEW}/{id}/documents/{kind}/`,
    port: 'api',
    tag: 'admin',
    operationId: 'verificationDocument',
    kind: 'extension',
    roles: ADMIN,
    summary: 'Download an uploaded document',
    description:
      "One of the lawyer's uploaded files, as an attachment named after its kind. 404 when the request, the kind or the file is not there.",
    params: { id: numericId, kind: fileKindSchema.meta({ description: 'Which document.' }) },
    ok: {
      status: 200,
      description: 'The file, with its detected type.',
      content: {
        'application/pdf': 'binary',
        'image/jpeg': 'binary',
        'image/png': 'binary',
        'image/webp': 'binary',
        'image/gif': 'binary',
      },
    },
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    port: 'api',
    tag: 'reference',
    operationId: 'openApiDocument',
    kind: 'extension',
    roles: null,
    summary: 'This API reference as OpenAPI 3.1',
    description:
      "The document generated from the wire contract, with `servers` naming this instance's own addresses.",
    ok: { status: 200, description: 'The OpenAPI document.', json: 'OpenApiDocument' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs',
    port: 'api',
    tag: 'reference',
    operationId: 'apiReferencePage',
    kind: 'extension',
    roles: null,
    summary: 'This API reference as a page',
    description:
      "The same document rendered on the server as one self-contained HTML page: no script, and a content security policy that allows only the page's own inline style.",
    ok: { status: 200, description: 'The page.', content: { 'text/html': 'text' } },
    errors: [],
  },
];
