import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../src/api/contract.ts';
import {
  ALL_FILES,
  ELF,
  FIELDS,
  MZ,
  PDF,
  PNG,
  pdf,
  photo,
  submitProfile,
} from '../support/profile-fixtures.ts';
import { bearer, json, makeApp, register } from '../support/helpers.ts';
import type { FilePart, TestApp } from '../support/helpers.ts';

let app: TestApp;
let access: string;
beforeEach(async () => {
  app = await makeApp();
  access = (await register(app, 'lawyer')).tokens.access;
});
afterEach(async () => {
  await app.dispose();
});

const uploads = () => app.ctx.store.list();

describe('upload checks', () => {
  it.each([
    [
      'a PDF-named file holding PNG bytes',
      'government_id',
      { filename: 'id.pdf', content: PNG, type: 'application/pdf' },
    ],
    [
      'a PDF-named file holding an ELF program',
      'law_degree',
      { filename: 'degree.pdf', content: ELF, type: 'application/pdf' },
    ],
    [
      'a PDF-named file holding a Windows program',
      'bar_certificate',
      { filename: 'bar.pdf', content: MZ, type: 'application/pdf' },
    ],
    ['a nameless program', 'government_id', { filename: 'blob', content: MZ }],
    [
      'plain text',
      'law_degree',
      { filename: 'degree.txt', content: Buffer.from('I promise I have a degree') },
    ],
    ['a PDF as the photo', 'profile_picture', { filename: 'me.png', content: PDF, type: 'image/png' }],
  ])('refuses %s with 415 and a field message', async (_label, field, file) => {
    const res = await submitProfile(app, access, { ...FIELDS, ...ALL_FILES, [field]: file });
    expect(res.statusCode).toBe(415);
    const messages = json<Record<string, string[]>>(res)[field];
    expect(messages).toHaveLength(1);
    expect(messages?.[0]).toMatch(
      field === 'profile_picture'
        ? /Upload a JPG, PNG, WebP or GIF image\./
        : /Upload a PDF, JPG or PNG file\./,
    );
    expect(await uploads()).toHaveLength(0);
  });

  it('refuses an 11 MB file with 413 under its field name, and accepts exactly 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024 - PDF.length)]);
    const res = await submitProfile(app, access, {
      ...FIELDS,
      ...ALL_FILES,
      law_degree: { filename: 'degree.pdf', content: big },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ law_degree: ['The file is too large. The limit is 10 MB.'] });
    const limit = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES - PDF.length)]);
    const ok = await submitProfile(app, access, {
      ...FIELDS,
      ...ALL_FILES,
      law_degree: { filename: 'degree.pdf', content: limit },
    });
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    [
      'an unknown file field',
      { profile_picture: undefined, cv: pdf('cv.pdf') },
      400,
      { cv: ['Unexpected file field.'] },
    ],
    [
      'an empty file',
      { government_id: { filename: 'id.pdf', content: Buffer.alloc(0) } },
      400,
      { government_id: ['The submitted file is empty.'] },
    ],
  ])('refuses %s', async (_label, change, status, body) => {
    const parts = Object.fromEntries(
      Object.entries({ ...FIELDS, ...ALL_FILES, ...change }).filter(([, v]) => v !== undefined),
    );
    const res = await submitProfile(app, access, parts as Record<string, string | FilePart>);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it('refuses a second file for one field', async () => {
    const { profile_picture: _photo, ...documents } = ALL_FILES;
    const res = await submitProfile(app, access, [
      ...Object.entries({ ...FIELDS, ...documents }),
      ['law_degree', pdf()],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ law_degree: ['Upload only one file.'] });
  });

  it('refuses a JSON body with 415', async () => {
    const res = await app.api.inject({
      method: 'POST',
      url: '/api/accounts/lawyer-profiles/',
      headers: bearer(access),
      payload: FIELDS,
    });
    expect(res.statusCode).toBe(415);
    expect(json(res).detail).toMatch(/multipart\/form-data/);
  });

  it('refuses more than four files with 413', async () => {
    const res = await submitProfile(app, access, { ...FIELDS, ...ALL_FILES, zz: photo() });
    expect(res.statusCode).toBe(413);
  });
});

describe('malformed multipart', () => {
  const B = 'multipart/form-data; boundary=x';
  it.each([
    ['an unterminated form', '--x\r\n', B, 400],
    ['no parts at all', 'garbage', B, 400],
    [
      'a file cut short',
      '--x\r\nContent-Disposition: form-data; name="government_id"; filename="a.pdf"\r\n\r\n%PDF-1.4',
      B,
      400,
    ],
    ['no boundary', '', 'multipart/form-data', 400],
    [
      'a __proto__ field',
      '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nA\r\n--x--\r\n',
      B,
      400,
    ],
    [
      'a constructor file',
      '--x\r\nContent-Disposition: form-data; name="constructor"; filename="a"\r\n\r\nA\r\n--x--\r\n',
      B,
      400,
    ],
  ])('answers %s with a 4xx, never a 5xx', async (_label, payload, type, status) => {
    const res = await app.api.inject({
      method: 'POST',
      url: '/api/accounts/lawyer-profiles/',
      payload,
      headers: { ...bearer(access), 'content-type': type },
    });
    expect(res.statusCode).toBe(status);
    expect(Object.keys(json(res)).length).toBeGreaterThan(0);
  });
});
