// Sample uploads and profile fields for the profile and admin tests.
import { initialsPng, samplePdf } from '../../../server/seed/sample-files.ts';
import type { FilePart, FormParts, TestApp } from './helpers.ts';
import { lawyerProfileSchema, verificationListSchema } from '../../../src/api/contract.ts';
import { bearer, multipart, register } from './helpers.ts';

export const PNG = initialsPng('Test Photo');
export const PDF = samplePdf('Test document');
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const MZ = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

export const FIELDS = {
  full_name: 'Alex Morgan',
  specialization: 'Employment Law',
  location: 'Leeds',
  experience_years: '8',
  license_number: 'SRA-123456',
  education: 'LLB, University of Leeds',
  bio: 'Employment solicitor.',
};

export const pdf = (filename = 'document.pdf'): FilePart => ({
  filename,
  content: PDF,
  type: 'application/pdf',
});
export const photo = (): FilePart => ({ filename: 'me.png', content: PNG, type: 'image/png' });

export const ALL_FILES = {
  profile_picture: photo(),
  government_id: pdf('id.pdf'),
  law_degree: pdf('degree.pdf'),
  bar_certificate: pdf('bar.pdf'),
};

export async function submitProfile(
  app: TestApp,
  access: string,
  parts: FormParts = { ...FIELDS, ...ALL_FILES },
) {
  const body = await multipart(parts);
  return app.api.inject({
    method: 'POST',
    url: '/api/accounts/lawyer-profiles/',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(access) },
  });
}

export const QUEUE = '/api/accounts/admin/verification-requests';

export const profileOf = async (app: TestApp, access: string) =>
  lawyerProfileSchema.parse(
    (await app.api.inject({ url: '/api/accounts/lawyer-profiles/me/', headers: bearer(access) })).json(),
  );

export async function listRequests(app: TestApp, admin: string, query = '') {
  const res = await app.api.inject({ url: `${QUEUE}/${query}`, headers: bearer(admin) });
  if (res.statusCode !== 200) throw new Error(`queue answered ${res.statusCode}`);
  return verificationListSchema.parse(res.json()).results;
}

// A new lawyer with a complete submission, and the admin's queue item for it.
export async function submittedLawyer(app: TestApp, admin: string, fields: Partial<typeof FIELDS> = {}) {
  const lawyer = await register(app, 'lawyer');
  const res = await submitProfile(app, lawyer.tokens.access, { ...FIELDS, ...fields, ...ALL_FILES });
  if (res.statusCode !== 201) throw new Error(`submission answered ${res.statusCode} ${res.body}`);
  const search = `?search=${encodeURIComponent(lawyer.email)}`;
  const item = (await listRequests(app, admin, search)).find((r) => r.email === lawyer.email);
  if (!item) throw new Error('request not listed');
  return { ...lawyer, item };
}
