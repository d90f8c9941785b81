// JSON Schemas as the reference page shows them: a short type ("string, 1–100 characters",
// "array of MatchedLawyer") and, for objects, a table of their properties.
import { esc, prose } from './page-text.ts';
import type { Json } from './page-text.ts';

const refName = (ref: string) => ref.split('/').at(-1) ?? ref;
const refLink = (ref: string) => `<a href="#schema-${esc(refName(ref))}">${esc(refName(ref))}</a>`;

/** A one-line, escaped description of a schema's type. */
export function schemaType(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return refLink(schema.$ref);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(schemaType).join(' or ');
  if ('const' in schema) return `<code>${esc(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    return `one of ${(schema.enum as unknown[]).map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(', ')}`;
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).join(' or ') : schema.type;
  if (type === 'array') return `array of ${schemaType(schema.items as Json | undefined)}`;
  if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `object: any key → ${schemaType(schema.additionalProperties as Json)}`;
  }
  if (type === undefined) return Object.keys(schema).length === 0 ? 'any' : 'see JSON Schema';
  return esc(type);
}

const RULES: Array<[string, (v: unknown) => string]> = [
  ['minLength', (v) => (v === 1 ? 'not empty' : `at least ${String(v)} characters`)],
  ['maxLength', (v) => `at most ${String(v)} characters`],
  ['minimum', (v) => `≥ ${String(v)}`],
  ['maximum', (v) => `≤ ${String(v)}`],
  ['pattern', (v) => `matches <code>${esc(v)}</code>`],
  ['format', (v) => `format ${esc(v)}`],
  ['contentMediaType', (v) => `file (${esc(v)})`],
  ['default', (v) => `default <code>${esc(JSON.stringify(v))}</code>`],
];

function rules(schema: Json): string {
  const own = RULES.filter(([key]) => key in schema).map(([key, say]) => say(schema[key]));
  return [...own, prose(schema.description)].filter(Boolean).join('; ');
}

const resolveRef = (doc: Json, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node[key] ?? {}) as Json, doc);

/** A table of an object schema's properties (following a $ref when asked); '' for other schemas. */
export function schemaTable(doc: Json, schema: Json | undefined, followRef = true): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string')
    return followRef ? schemaTable(doc, resolveRef(doc, schema.$ref), false) : '';
  if (schema.type === 'array') return schemaTable(doc, schema.items as Json | undefined, followRef);
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties) return '';
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><td><code>${esc(name)}</code></td><td>${schemaType(property)}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${rules(property)}</td></tr>`,
  );
  const closed = schema.additionalProperties === false ? '<p>No other fields are accepted.</p>' : '';
  return `<table><thead><tr><th>field</th><th>type</th><th>required</th><th>rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>${closed}`;
}
