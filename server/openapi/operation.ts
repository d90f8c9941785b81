// What a route's schema says about it in the API reference, beside the body, query, params and
// answer that Fastify checks: its area, summary and description, whether it is a spec call or an
// extension, who may call it and the error answers it can give. @fastify/swagger reads these
// from the route itself (docs/decisions/0084-fastify-route-schemas.md), so there is no second
// list of the routes to keep.
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { ErrorStatus } from './errors.ts';
import { REFERENCE } from './schemas.ts';

type Role = 'client' | 'lawyer' | 'admin';
type Tag =
  | 'accounts'
  | 'matching'
  | 'profiles'
  | 'admin'
  | 'cases'
  | 'consultations'
  | 'conversations'
  | 'notifications'
  | 'reference';
type CallKind = 'spec' | 'extension';

declare module 'fastify' {
  interface FastifySchema {
    /** a spec call (spec §7) every backend answers, or an extension a backend may lack */
    'x-call'?: CallKind;
    /** the error answers the route can give; the reference names each by its shared response */
    'x-errors'?: readonly ErrorStatus[];
  }
}

export interface Call {
  tag: Tag;
  operationId: string;
  kind: CallKind;
  /** null: public; otherwise a bearer access token of one of these roles (any role when empty) */
  roles: Role[] | null;
  summary: string;
  description: string;
  errors: ErrorStatus[];
}

const EXTENSION_NOTE =
  "**Extension**: the local API serves it; a backend without it may answer 404, and the SPA then keeps the spec's behaviour (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).";
const SPEC_NOTE = '**Spec call** (spec §7): every backend answers it.';

function authNote(roles: Call['roles']): string {
  if (roles === null) return 'Public: no token needed.';
  const who =
    roles.length === 0
      ? 'any signed-in user'
      : roles.map((r) => (r === 'admin' ? 'an admin' : `a ${r}`)).join(' or ');
  return `Needs \`Authorization: Bearer <access token>\` of ${who}.`;
}

/** The documentation part of a route's schema. */
export function call(c: Call) {
  return {
    tags: [c.tag],
    summary: c.summary,
    description: [c.kind === 'spec' ? SPEC_NOTE : EXTENSION_NOTE, authNote(c.roles), c.description].join(
      '\n\n',
    ),
    operationId: c.operationId,
    'x-call': c.kind,
    security: c.roles === null ? [] : [{ bearerAuth: c.roles }],
    'x-errors': c.errors,
  };
}

/** The error answers of a route that takes a JSON body. */
export const JSON_BODY: ErrorStatus[] = [400, 413, 415];

/** A JSON answer: Fastify sends the value as the schema reads it (server/http/route-schemas.ts). */
export const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An answer without a body (204). */
export const empty = (description: string) => described(z.undefined(), description);

/** An answer that is a file of one of these types, sent as it is stored. */
export const files = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(
    types.map((type) => [
      type,
      // bytes, not JSON: never serialized, so the schema only names the type
      { schema: z.instanceof(Readable).register(REFERENCE, { type: 'string', contentMediaType: type }) },
    ]),
  ),
});

/** An answer that is text of one media type (a calendar file), sent as it is made. */
export const textFile = (description: string, type: string) => ({
  description,
  content: {
    // text, not JSON: never serialized, so the schema only names the type
    [type]: { schema: z.string().register(REFERENCE, { type: 'string', contentMediaType: type }) },
  },
});

/** A schema with the description the reference gives it (a path parameter, for one). */
export function described<S extends z.ZodType>(schema: S, description: string): S {
  REFERENCE.add(schema, { description });
  return schema;
}
