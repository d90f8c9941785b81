// Request bodies for the server property (tests/server/http/property-requests.test.ts): JSON near a
// valid sample or any JSON, JSON with a value nested thousands deep, any text under any Content-Type, multipart forms right and wrong
// (the valid profile form a little off, random parts, the wrong boundary, cut short), or none.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { FILE_KINDS } from '../../../src/api/contract.ts';
import { anyJson, near } from '../../web/property/near.ts';
import { ALL_FILES, FIELDS } from '../support/profile-fixtures.ts';

export interface Body {
  payload?: InjectOptions['payload'];
  type?: string;
}

export const jsonBody = (sample: unknown): fc.Arbitrary<Body> =>
  fc
    .tuple(
      fc.oneof({ weight: 2, arbitrary: near(sample) }, anyJson),
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON'),
    )
    .map(([value, type]) => ({ payload: JSON.stringify(value), type }));

// A value nested up to 20,000 deep, as JSON text (a value that deep cannot go through
// JSON.stringify), in place of one of the sample's fields or as the whole body
// (docs/decisions/0071-bad-json-is-a-4xx-at-any-depth.md).
const nested: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1_000, max: 20_000 })),
    fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"a":', '}]'], ['{"a":[', ']}']),
    fc.constantFrom('1', '"Family Law"', 'null', '[]', '{}'),
  )
  .map(([depth, [open = '', close = ''], inner]) => open.repeat(depth) + inner + close.repeat(depth));

/**
 * What a time field may be sent: any instant from year 1 to 9999, the edges of that range, a time
 * beyond a lawyer's horizon, one finer than a millisecond, an offset, a day that does not exist.
 */
const instant: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '9999-12-31T23:30:00Z',
    '0001-01-01T00:00:00Z',
    '2030-06-01T10:00:00Z',
    '2026-12-01T09:00:00.000000001Z',
    '2026-12-01T09:00:00+01:00',
    '2026-02-30T09:00:00Z',
  ),
);

/** A body with a new time, as booking, proposing and rescheduling take it. */
export const timeBody = (sample: Record<string, unknown>): fc.Arbitrary<Body> =>
  instant.map((startsAt) => ({ payload: JSON.stringify({ ...sample, startsAt }), type: 'application/json' }));

export const deepJsonBody = (sample: unknown): fc.Arbitrary<Body> => {
  const keys = sample && typeof sample === 'object' ? Object.keys(sample) : [];
  return fc.tuple(nested, fc.constantFrom(...keys, 'x', '(the whole body)')).map(([text, key]) => {
    if (key === '(the whole body)') return { payload: text, type: 'application/json' };
    const rest = Object.fromEntries(Object.entries(sample as object).filter(([k]) => k !== key));
    const head = JSON.stringify(rest).slice(0, -1);
    return {
      payload: `${head}${head === '{' ? '' : ','}${JSON.stringify(key)}:${text}}`,
      type: 'application/json',
    };
  });
};

export const textBody: fc.Arbitrary<Body> = fc.record(
  {
    payload: fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.constantFrom('{"a":', '[', '\u0000', '{}'.repeat(50)),
    ),
    type: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
      'application/json; charset=latin1',
      '',
    ),
  },
  { requiredKeys: ['payload'] },
);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Uint8Array;
}

const anyPart: fc.Arbitrary<Part> = fc.record(
  {
    name: fc.oneof(fc.constantFrom(...FILE_KINDS, ...Object.keys(FIELDS)), fc.string({ maxLength: 12 })),
    filename: fc.oneof(
      fc.constantFrom('degree.pdf', 'me.png', '../../etc/passwd', ''),
      fc.string({ maxLength: 12 }),
    ),
    type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'application/octet-stream'),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 256 }),
      fc.constantFrom(ALL_FILES.government_id.content, ALL_FILES.profile_picture.content),
      fc.string({ maxLength: 40 }).map((s) => new TextEncoder().encode(s)),
    ),
  },
  { requiredKeys: ['name', 'data'] },
);

// the complete, valid profile form, with up to three of its parts dropped, sent twice or replaced
const validParts: Part[] = [
  ...Object.entries(FIELDS).map(([name, value]) => ({ name, data: new TextEncoder().encode(value) })),
  ...Object.entries(ALL_FILES).map(([name, file]) => ({
    name,
    filename: file.filename,
    type: file.type,
    data: file.content,
  })),
];
const nearForm: fc.Arbitrary<Part[]> = fc
  .array(
    fc.record({
      at: fc.nat({ max: validParts.length - 1 }),
      change: fc.constantFrom('drop', 'twice', 'replace', 'unnamed'),
      other: anyPart,
    }),
    { maxLength: 3 },
  )
  .map((changes) =>
    validParts.flatMap((part, index) => {
      const change = changes.find((c) => c.at === index);
      if (!change) return [part];
      if (change.change === 'drop') return [];
      if (change.change === 'unnamed') {
        const { filename: _unnamed, ...rest } = part;
        return [{ ...rest, type: 'application/octet-stream' }];
      }
      return change.change === 'twice' ? [part, part] : [{ ...change.other, name: part.name }];
    }),
  );

function encodeForm(parts: Part[], boundary: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  const text = (s: string) => chunks.push(new TextEncoder().encode(s));
  for (const part of parts) {
    text(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`);
    if (part.filename !== undefined) text(`; filename="${part.filename}"`);
    text(part.type ? `\r\nContent-Type: ${part.type}\r\n\r\n` : '\r\n\r\n');
    chunks.push(part.data);
    text('\r\n');
  }
  text(`--${boundary}--\r\n`);
  return Buffer.concat(chunks);
}

export const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    parts: fc.oneof(nearForm, fc.array(anyPart, { maxLength: 6 })),
    boundary: fc.constantFrom('x', '----LawMatchBoundary7MA4YWxkTrZu0gW', 'b'.repeat(70)),
    // the boundary the header names may not be the one used; the body may be cut short
    header: fc.constantFrom('same', 'same', 'same', 'other', 'none', 'quoted'),
    cut: fc.option(fc.nat({ max: 2000 }), { nil: undefined }),
    noise: fc.option(fc.uint8Array({ minLength: 1, maxLength: 64 }), { nil: undefined }),
  })
  .map(({ parts, boundary, header, cut, noise }) => {
    let bytes = Buffer.from(encodeForm(parts, boundary));
    if (cut !== undefined) bytes = bytes.subarray(0, cut);
    if (noise) bytes = Buffer.concat([noise, bytes]);
    const type = {
      same: `multipart/form-data; boundary=${boundary}`,
      other: 'multipart/form-data; boundary=somethingelse',
      none: 'multipart/form-data',
      quoted: `multipart/form-data; boundary="${boundary}"`,
    }[header];
    return { payload: bytes, type };
  });

export const noBody: fc.Arbitrary<Body> = fc.constantFrom(
  {},
  { type: 'application/json' },
  { payload: '', type: 'application/json' },
);
