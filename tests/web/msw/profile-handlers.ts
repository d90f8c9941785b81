// Lawyer profile extension handlers, for the lawyer's dashboard and profile
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). One handler per endpoint, answering as the contract says; tests override with server.use().
// The verified fixture account (verified@example.com) has an approved profile, as the local API
// keeps it, and saves practice details without a review (docs/decisions/0086-save-is-not-submit.md).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiConfig } from '@/api/config';
import {
  DOCUMENT_KINDS,
  FILE_KINDS,
  lawyerProfileSchema,
  profileFieldsSchema,
  type FileKind,
  type LawyerProfile,
  type ProfileFields,
  type VerificationEvent,
} from '@/api/contract';
import { accounts, tokensFor } from './fixtures';

const base = `${apiConfig.profiles}/api/accounts/lawyer-profiles`;
export const profileUrls = {
  submit: `${base}/`,
  me: `${base}/me/`,
  history: `${base}/me/history/`,
};

type ProfileInput = Partial<{
  profile: Partial<NonNullable<LawyerProfile['profile']>> | null;
  documents: Partial<LawyerProfile['documents']>;
  verification: Partial<LawyerProfile['verification']>;
}>;

const NO_DOCUMENTS = {
  profile_picture: false,
  government_id: false,
  law_degree: false,
  bar_certificate: false,
};

const savedProfileFields: NonNullable<LawyerProfile['profile']> = {
  full_name: 'Liam Lawyer',
  specialization: 'Employment Law',
  location: 'Leeds',
  experience_years: 9,
  license_number: 'SRA-771204',
  education: 'LLB (Hons), University of Leeds; LPC',
  bio: 'Employment tribunal claims for employees across Yorkshire.',
};

/** A `lawyer-profiles/me` body, parsed with the contract so it cannot drift from it. */
export function lawyerProfile(input: ProfileInput = {}): LawyerProfile {
  return lawyerProfileSchema.parse({
    profile:
      input.profile === undefined || input.profile === null
        ? null
        : { ...savedProfileFields, ...input.profile },
    documents: { ...NO_DOCUMENTS, ...input.documents },
    verification: {
      status: 'not_submitted',
      reason: null,
      message: null,
      submittedAt: null,
      ...input.verification,
    },
  });
}

/** A profile submitted earlier, with every document on file, in this verification state. */
export function submittedProfile(verification: Partial<LawyerProfile['verification']> = {}): LawyerProfile {
  return lawyerProfile({
    profile: {},
    documents: { profile_picture: true, government_id: true, law_degree: true, bar_certificate: true },
    verification: { status: 'pending', submittedAt: '2026-11-20T10:00:00Z', ...verification },
  });
}

/** Vera Verified's profile: approved on 3 November 2025 (London), every document on file, £180
 * an hour and no fixed first fee. */
export function verifiedProfile(verification: Partial<LawyerProfile['verification']> = {}): LawyerProfile {
  return lawyerProfile({
    profile: { full_name: 'Vera Verified', regulator: 'SRA', hourly_rate: 180, first_consultation_fee: null },
    documents: { profile_picture: true, government_id: true, law_degree: true, bar_certificate: true },
    verification: {
      status: 'approved',
      submittedAt: '2025-11-01T10:00:00Z',
      verified: true,
      verifiedAt: '2025-11-03T10:00:00Z',
      kind: 'first',
      renewal: { state: 'current', dueBy: null, leavesMatchingOn: null },
      ...verification,
    },
  });
}

/** `lawyer-profiles/me` answers with this body for the rest of the test. */
export function answerProfile(profile: LawyerProfile) {
  return http.get(profileUrls.me, () => HttpResponse.json(profile));
}

/** `lawyer-profiles/me/history/` answers with these events for the rest of the test. */
export function answerHistory(events: VerificationEvent[]) {
  return http.get(profileUrls.history, () => HttpResponse.json(events));
}

/** Whether the request carries a verified lawyer's fixture token. */
function verifiedCaller(request: Request) {
  const token = request.headers.get('Authorization');
  return Object.values(accounts).some(
    (a) => a.isVerified && a.role === 'lawyer' && token === `Bearer ${tokensFor(a).access}`,
  );
}

/** A verified lawyer's save, as the local API does it: practice details at once, a changed
 * verified fact or a document as a change waiting for review. */
function verifiedSave(fields: ProfileFields, documents: Partial<Record<FileKind, boolean>>) {
  const approved = verifiedProfile();
  const was = approved.profile!;
  const changed =
    fields.full_name !== was.full_name ||
    fields.regulator !== (was.regulator ?? 'SRA') ||
    fields.license_number !== was.license_number ||
    DOCUMENT_KINDS.some((kind) => documents[kind]);
  const { full_name, regulator, license_number, hourly_rate, first_consultation_fee, ...details } = fields;
  const profile = {
    ...was,
    ...details,
    hourly_rate: hourly_rate === null ? null : hourly_rate / 100,
    first_consultation_fee: first_consultation_fee === null ? null : first_consultation_fee / 100,
  };
  const verification = changed
    ? {
        ...approved.verification,
        status: 'pending' as const,
        kind: 'change' as const,
        pendingChange: { full_name, regulator, license_number },
      }
    : approved.verification;
  return {
    profile: lawyerProfileSchema.parse({ ...approved, profile, verification }),
    review: changed ? 'change' : 'none',
  };
}

function unauthenticated(request: Request) {
  if (/^Bearer \S+$/.test(request.headers.get('Authorization') ?? '')) return null;
  return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
}

// What the last accepted submission put on file, as a backend keeps it: `me` answers with it
// afterwards (the upload's own answer is not read, docs/decisions/0014-read-only-what-the-spec-lists.md).
let onFile: LawyerProfile | null = null;
export function forgetSubmittedProfile() {
  onFile = null;
}

export const profileHandlers: HttpHandler[] = [
  http.get(
    profileUrls.me,
    ({ request }) =>
      unauthenticated(request) ??
      HttpResponse.json(onFile ?? (verifiedCaller(request) ? verifiedProfile() : lawyerProfile())),
  ),
  http.get(profileUrls.history, ({ request }) => unauthenticated(request) ?? HttpResponse.json([])),
  http.post(profileUrls.submit, async ({ request }) => {
    const refused = unauthenticated(request);
    if (refused) return refused;
    const form = await request.formData();
    const fields: Record<string, string> = {};
    const documents: Partial<Record<FileKind, boolean>> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else if ((FILE_KINDS as readonly string[]).includes(name) && value.size > 0)
        documents[name as FileKind] = true;
    }
    const errors: Record<string, string[]> = {};
    const parsed = profileFieldsSchema.safeParse(fields);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        (errors[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
    // a verified lawyer sends only what changes; the unverified default has nothing on file, so
    // all three are needed
    const verified = verifiedCaller(request);
    if (!verified)
      for (const kind of DOCUMENT_KINDS) if (!documents[kind]) errors[kind] = ['This document is required.'];
    if (!parsed.success || Object.keys(errors).length > 0) return HttpResponse.json(errors, { status: 400 });
    if (verified) {
      const saved = verifiedSave(parsed.data, documents);
      onFile = saved.profile;
      return HttpResponse.json({ ...onFile, review: saved.review }, { status: 201 });
    }
    onFile = lawyerProfile({
      profile: parsed.data,
      documents,
      verification: { status: 'pending', submittedAt: new Date().toISOString() },
    });
    return HttpResponse.json({ ...onFile, review: 'first' }, { status: 201 });
  }),
];
