// The API reference as one readable HTML page, rendered on the server from the OpenAPI document:
// no script and nothing fetched, so it works under the API's strict content security policy
// with only its own stylesheet allowed, by hash
// (docs/decisions/0081-api-reference-generated-from-the-contract.md).
import { createHash } from 'node:crypto';
import type { OpenApiDocument } from './document.ts';
import { schemaTable, schemaType } from './page-schemas.ts';
import { esc, prose } from './page-text.ts';
import type { Json } from './page-text.ts';

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0 auto;max-width:72rem;padding:1rem 1.5rem 4rem}
h1{font-size:1.8rem;margin:.5rem 0}h2{border-bottom:2px solid #ddd;margin-top:2.5rem;padding-bottom:.25rem}
h3{font-size:1.1rem;margin:0 0 .25rem}h4{margin:1rem 0 .25rem;font-size:.95rem}
code,pre{font:13px/1.45 ui-monospace,Menlo,Consolas,monospace}pre{background:#f6f7f9;padding:.75rem;overflow:auto;border-radius:6px}
article{border:1px solid #ddd;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;padding:0 .4rem;margin-right:.5rem;color:#fff;font-weight:700;font-size:.8rem}
.get{background:#1f6f43}.post{background:#1d4f91}
.kind{font-size:.75rem;font-weight:600;border:1px solid currentColor;border-radius:999px;padding:0 .5rem;margin-left:.5rem}
.spec{color:#7a4b00}.extension{color:#4a4a4a}
table{border-collapse:collapse;width:100%;margin:.25rem 0 .75rem;font-size:.9rem}
th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f6f7f9}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:.5rem 0}dt{font-weight:600}dd{margin:0}
nav>ul{columns:2;padding-left:1.25rem}nav li{break-inside:avoid}td p{margin:0 0 .25rem}a{color:#1d4f91}
`;

/** The CSP source that allows exactly the page's stylesheet. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
export const PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

type Operation = Json & { summary: string; description: string; operationId: string; tags: string[] };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operationsOf(doc: OpenApiDocument) {
  const list: Array<{ method: string; path: string; server: string; op: Operation }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const server = ((item.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? '';
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (op) list.push({ method, path, server, op });
    }
  }
  return list;
}

function auth(op: Operation): string {
  const security = op.security as Array<Record<string, string[]>>;
  const roles = security[0]?.bearerAuth;
  if (!roles) return 'public';
  return `bearer JWT access token${roles.length > 0 ? `, role ${roles.map(esc).join(' or ')}` : ', any role'}`;
}

function parameters(op: Operation): string {
  const list = (op.parameters as Json[] | undefined) ?? [];
  if (list.length === 0) return '';
  const rows = list.map(
    (p) =>
      `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${schemaType(p.schema as Json)}</td><td>${prose(p.description)}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>type</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function content(doc: OpenApiDocument, body: Json | undefined): string {
  const types = Object.entries((body?.content as Record<string, Json> | undefined) ?? {});
  return types
    .map(
      ([type, media]) =>
        `<p>Content <code>${esc(type)}</code>: ${schemaType(media.schema as Json)}</p>${schemaTable(doc as Json, media.schema as Json)}`,
    )
    .join('');
}

function responses(doc: OpenApiDocument, op: Operation): string {
  const rows = Object.entries(op.responses as Record<string, Json>).map(([status, response]) => {
    const ref = response.$ref as string | undefined;
    const shown = ref ? resolve(doc, ref) : response;
    const headers = Object.keys((shown.headers as Json | undefined) ?? {});
    const media = Object.entries((shown.content as Record<string, Json> | undefined) ?? {});
    const shape =
      media.length === 0
        ? 'no body'
        : media.map(([t, m]) => `<code>${esc(t)}</code> ${schemaType(m.schema as Json)}`).join('<br>');
    const extra =
      headers.length > 0 ? `<br>headers: ${headers.map((h) => `<code>${esc(h)}</code>`).join(', ')}` : '';
    return `<tr><td>${esc(status)}</td><td>${prose(shown.description)}${extra}</td><td>${shape}</td></tr>`;
  });
  return `<h4>Responses</h4><table><thead><tr><th>status</th><th>meaning</th><th>body</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const resolve = (doc: OpenApiDocument, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node[key] ?? {}) as Json, doc as Json);

function article(
  doc: OpenApiDocument,
  { method, path, server, op }: ReturnType<typeof operationsOf>[number],
): string {
  const kind = op['x-call'] === 'spec' ? 'spec call' : 'extension';
  return `<article id="op-${esc(op.operationId)}">
<h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span><code>${esc(path)}</code><span class="kind ${kind === 'spec call' ? 'spec' : 'extension'}">${kind}</span></h3>
<p>${esc(op.summary)}</p>
<dl><dt>server</dt><dd><code>${esc(server)}</code></dd><dt>auth</dt><dd>${auth(op)}</dd><dt>operation</dt><dd><code>${esc(op.operationId)}</code></dd></dl>
${prose(op.description)}
${parameters(op)}
${op.requestBody ? `<h4>Request body</h4>${content(doc, op.requestBody as Json)}` : ''}
${responses(doc, op)}
</article>`;
}

export function renderPage(doc: OpenApiDocument): string {
  const info = doc.info as Json;
  const tags = doc.tags as Array<{ name: string; description: string }>;
  const ops = operationsOf(doc);
  const servers = (doc.servers as Json[]).map(
    (s) => `<li><code>${esc(s.url)}</code>: ${esc(s.description)}</li>`,
  );
  const nav = tags.map((tag) => {
    const items = ops
      .filter((o) => o.op.tags.includes(tag.name))
      .map(
        (o) =>
          `<li><a href="#op-${esc(o.op.operationId)}">${esc(o.method.toUpperCase())} ${esc(o.path)}</a></li>`,
      );
    return `<li><a href="#tag-${esc(tag.name)}">${esc(tag.name)}</a><ul>${items.join('')}</ul></li>`;
  });
  const sections = tags.map(
    (tag) =>
      `<section id="tag-${esc(tag.name)}"><h2>${esc(tag.name)}</h2><p>${esc(tag.description)}</p>${ops
        .filter((o) => o.op.tags.includes(tag.name))
        .map((o) => article(doc, o))
        .join('')}</section>`,
  );
  const schemas = Object.entries(((doc.components as Json).schemas as Record<string, Json>) ?? {}).map(
    ([name, schema]) =>
      `<article id="schema-${esc(name)}"><h3>${esc(name)}</h3>${prose(schema.description)}${schemaTable(doc as Json, schema, false)}<details><summary>JSON Schema</summary><pre>${esc(JSON.stringify(schema, null, 2))}</pre></details></article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${esc(info.title)} reference</h1><p>${esc(info.summary)}</p>${prose(info.description)}
<h2>Servers</h2><ul>${servers.join('')}</ul><p>The same reference as OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>.</p></header>
<nav aria-label="Operations"><h2>Operations</h2><ul>${nav.join('')}</ul></nav>
<main>${sections.join('\n')}<section id="schemas"><h2>Schemas</h2>${schemas.join('\n')}</section></main>
</body></html>
`;
}
