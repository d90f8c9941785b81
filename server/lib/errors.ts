// Django-REST shaped errors: {"detail": "..."} or {"field": ["message", ...]}, so the SPA
// treats this API and the existing backends alike (docs/decisions/0024-one-wire-contract.md).

export type ErrorBody = Record<string, string | string[]>;

export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ErrorBody | string, headers: Record<string, string> = {}) {
    const normalised = typeof body === 'string' ? { detail: body } : body;
    super(typeof normalised.detail === 'string' ? normalised.detail : 'Request failed');
    this.statusCode = statusCode;
    this.body = normalised;
    this.headers = headers;
  }
}

export const notFound = (): ApiError => new ApiError(404, 'Not found.');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

type Frame = { keys: string[] | null; of: unknown; at: number };

/**
 * The start of a value's JSON text, at most `max` characters. It walks the value with its own
 * stack instead of recursing: JSON.stringify on a value nested 4,000 deep (a request body
 * holds one in 24 KB) overflows the call stack and made a bad request a 500
 * (docs/decisions/0071-bad-json-is-a-4xx-at-any-depth.md).
 */
export function jsonPreview(value: unknown, max: number): string {
  let out = '';
  const frames: Frame[] = [];
  let pending: { value: unknown } | undefined = { value };
  while (out.length < max) {
    if (pending) {
      const v = pending.value;
      pending = undefined;
      if (Array.isArray(v)) {
        out += '[';
        frames.push({ keys: null, of: v, at: 0 });
      } else if (typeof v === 'object' && v !== null) {
        out += '{';
        frames.push({ keys: Object.keys(v), of: v, at: 0 });
      } else {
        // never String() on an object: it throws when toString is not a function ({"toString": 1})
        out += typeof v === 'string' ? JSON.stringify(v) : String(v ?? null);
      }
      continue;
    }
    const frame = frames.at(-1);
    if (!frame) break;
    const size = frame.keys ? frame.keys.length : (frame.of as unknown[]).length;
    if (frame.at >= size) {
      out += frame.keys ? '}' : ']';
      frames.pop();
      continue;
    }
    if (frame.at > 0) out += ',';
    if (frame.keys) {
      const key = frame.keys[frame.at] ?? '';
      out += `${JSON.stringify(key)}:`;
      pending = { value: (frame.of as Record<string, unknown>)[key] };
    } else {
      pending = { value: (frame.of as unknown[])[frame.at] };
    }
    frame.at += 1;
  }
  return out.slice(0, max);
}

/**
 * What fieldErrors reads of a zod issue. A ZodError's issues have it, and so do the route
 * validation errors of fastify-type-provider-zod once read back (server/http/route-schemas.ts).
 */
export interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** unrecognized_keys: the keys not allowed */
  keys?: readonly string[] | undefined;
  /** invalid_type: the type expected */
  expected?: string | undefined;
}

// zod issues → field lists; "required" and "not allowed" use DRF's wording
export function fieldErrors(error: { issues: readonly Issue[] }, input: unknown): ErrorBody {
  // a Map: a field may be called "constructor", "toString" or "__proto__" (any JSON key)
  const out = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = out.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    out.set(field, list);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // a field of a nested object by its whole path ('services.0.colour')
      for (const key of issue.keys ?? [])
        add([...issue.path.map(String), key].join('.'), 'This field is not allowed.');
      continue;
    }
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    const value = valueAt(input, issue.path);
    if (issue.path.length === 0 && issue.code === 'invalid_type') {
      add(field, 'Invalid data. Expected a JSON object.');
    } else if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
      add(field, 'This field is required.');
    } else if (issue.code === 'invalid_value' && issue.path.length > 0) {
      const shown = typeof value === 'object' && value !== null ? jsonPreview(value, 50) : String(value);
      add(field, `"${shown.slice(0, 50)}" is not a valid choice.`);
    } else if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
      // zod's default wording; a schema's own message (e.g. "A valid integer is required.") wins
      add(field, `Expected ${issue.expected ?? 'another type'}.`);
    } else {
      add(field, issue.message);
    }
  }
  return Object.fromEntries(out);
}
