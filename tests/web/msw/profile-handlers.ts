// Lawyer profile extension handlers (issue 5: lawyer dashboard and profile). One handler per
// endpoint, answering as the contract says; tests override with server.use().
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiConfig } from '@/api/config';
import {
  DOCUMENT_KINDS,
  FILE_KINDS,
  lawyerProfileSchema,
  profileFieldsSchema,
  type FileKind,
  type LawyerProfile,
} from '@/api/contract';

const base = `${apiConfig.profiles}/api/accounts/lawyer-profiles`;
export const profileUrls = {
  submit: `${base}/`,
  me: `${base}/me/`,
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

/** `lawyer-profiles/me` answers with this body for the rest of the test. */
export function answerProfile(profile: LawyerProfile) {
  return http.get(profileUrls.me, () => HttpResponse.json(profile));
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
  http.get(profileUrls.me, ({ request }) => unauthenticated(request) ?? HttpResponse.json(onFile ?? lawyerProfile())),
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
    // nothing is on file before (the default profile is not submitted): all three are needed
    for (const kind of DOCUMENT_KINDS) if (!documents[kind]) errors[kind] = ['This document is required.'];
    if (!parsed.success || Object.keys(errors).length > 0) return HttpResponse.json(errors, { status: 400 });
    onFile = lawyerProfile({
      profile: parsed.data,
      documents,
      verification: { status: 'pending', submittedAt: new Date().toISOString() },
    });
    return HttpResponse.json(onFile, { status: 201 });
  }),
];
