// The lawyer profile form as a person fills it, with real files made in the test: shared by
// the specs that submit a profile (lawyer.spec.ts, spec-only/lawyer-profile.spec.ts).
import type { Page } from './fixtures';
import { DEMO } from './session';

// the smallest PDF a viewer opens, and a 1×1 PNG: the local API checks the bytes, not the names
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };
export const pdf = (name: string): FilePayload => ({ name, mimeType: 'application/pdf', buffer: PDF });
export const png = (name: string): FilePayload => ({ name, mimeType: 'image/png', buffer: PNG });

/** Fills the profile's text fields by label; Specialization is the one select. */
export async function fillDetails(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label);
    if (label === 'Specialization') await field.selectOption(value);
    else await field.fill(value);
  }
}

export async function chooseFiles(page: Page, files: Record<string, FilePayload>) {
  for (const [label, file] of Object.entries(files)) await page.getByLabel(label).setInputFiles(file);
}

/** A complete set of practice details, as a lawyer types them into the profile form. */
export const IMMIGRATION_LAWYER: Record<string, string> = {
  Specialization: 'Immigration Law',
  City: 'Birmingham',
  'Years of experience': '11',
  'Bar licence number': 'SRA-557201',
  'Qualifications and education': 'LLB (Hons), University of Birmingham; LPC',
  Bio: 'Visas, asylum appeals and settlement applications.',
};

/** An admin approves the lawyer's open request through the API (the admin's desk has its own
 * journeys in admin.spec.ts): signs in as the demo admin, finds the request by e-mail, approves it. */
export async function approveThroughApi(page: Page, apiUrl: string, lawyerEmail: string) {
  const base = `${apiUrl}/api/accounts/admin/verification-requests`;
  const login = await page.request.post(`${apiUrl}/api/accounts/login/`, { data: DEMO.admin });
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  const headers = { Authorization: `Bearer ${tokens.access}` };
  const list = await page.request.get(`${base}/?search=${encodeURIComponent(lawyerEmail)}`, { headers });
  // the first page of the search by e-mail (docs/decisions/0110-limits-on-writing.md)
  const request = ((await list.json()) as { results: { id: number | string; email: string }[] }).results.find(
    (r) => r.email === lawyerEmail,
  );
  if (!request) throw new Error(`no verification request from ${lawyerEmail}`);
  const approved = await page.request.post(`${base}/${request.id}/approve/`, { headers, data: {} });
  if (!approved.ok())
    throw new Error(`approving ${lawyerEmail} failed: ${approved.status()} ${await approved.text()}`);
}
