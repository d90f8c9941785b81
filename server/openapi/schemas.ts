// The reference's named schemas (OpenAPI components), each generated from the wire contract with
// zod's own JSON Schema output (docs/decisions/0081-api-reference-generated-from-the-contract.md).
// Request bodies are the input side of their schemas (what a caller may send: defaults optional,
// before trimming); answers are the output side (what a conforming backend sends).
import { z } from 'zod';
import type { JSONSchema } from 'zod/v4/core';
import * as booking from '../../src/api/booking-contract.ts';
import * as cases from '../../src/api/cases-contract.ts';
import * as contract from '../../src/api/contract.ts';
import * as conversations from '../../src/api/conversations-contract.ts';

export type Schema = JSONSchema.BaseSchema;

/** Django REST's two error shapes; the contract's errorBodySchema is the union of both. */
const errorDetailSchema = z
  .object({ detail: z.string() })
  .meta({ description: 'Django REST error: one message for the whole request.' });
const fieldErrorsSchema = z.record(z.string(), z.array(z.string())).meta({
  description:
    'Django REST error: messages per field, by the field\'s name ("non_field_errors" for the request as a whole).',
});

/** Sent by a caller: the input side of each schema. */
const REQUEST_SCHEMAS = {
  RegisterRequest: contract.registerRequestSchema,
  LoginRequest: contract.loginRequestSchema,
  RefreshRequest: contract.refreshRequestSchema,
  LogoutRequest: contract.logoutRequestSchema,
  MatchRequest: contract.matchRequestSchema,
  ApproveRequest: contract.approveRequestSchema,
  RejectRequest: contract.rejectRequestSchema,
  RequestInfoRequest: contract.requestInfoSchema,
  CaseCreate: cases.caseCreateSchema,
  CasePatch: cases.casePatchSchema,
  ResponseCreate: cases.responseCreateSchema,
  NotificationsRead: cases.notificationsReadSchema,
  BookingRequest: booking.bookingRequestSchema,
  MessageCreate: conversations.messageCreateSchema,
} as const;

/** Sent by a backend: the output side of each schema. */
const RESPONSE_SCHEMAS = {
  Tokens: contract.tokensSchema,
  ApiUser: contract.apiUserSchema,
  RegisterResponse: contract.registerResponseSchema,
  LoginResponse: contract.loginResponseSchema,
  RefreshResponse: contract.refreshResponseSchema,
  MatchedLawyer: contract.matchedLawyerSchema,
  MatchResponse: contract.matchResponseSchema,
  LawyerProfile: contract.lawyerProfileSchema,
  VerificationRequest: contract.verificationRequestSchema,
  VerificationList: contract.verificationListSchema,
  Case: cases.caseSchema,
  Lead: cases.leadSchema,
  LawyerCard: cases.lawyerCardSchema,
  CaseResponse: cases.caseResponseSchema,
  CaseDetail: cases.caseDetailSchema,
  NotificationList: cases.notificationListSchema,
  Consultation: booking.consultationSchema,
  ConsultationList: booking.consultationListSchema,
  Slots: booking.slotsResponseSchema,
  CalendarToken: booking.calendarTokenSchema,
  ConversationList: conversations.conversationListSchema,
  Message: conversations.messageSchema,
  MessagePage: conversations.messagePageSchema,
  ErrorDetail: errorDetailSchema,
  FieldErrors: fieldErrorsSchema,
} as const;

type ComponentName =
  keyof typeof REQUEST_SCHEMAS | keyof typeof RESPONSE_SCHEMAS | typeof PROFILE_FORM | typeof MESSAGE_FORM;

/** The multipart profile submission: the contract's text fields, and the files beside them. */
export const PROFILE_FORM = 'LawyerProfileForm';
/** A message sent as a multipart form: its text, and its files (docs/conversations.md). */
export const MESSAGE_FORM = 'MessageForm';

/**
 * What the routes' schemas mean in the reference, for fastify-type-provider-zod's conversion
 * (server/openapi/swagger.ts): each named schema by its component name, so that a route's body
 * or answer is a `$ref` to it, and the description or media type of a schema that stays inline
 * (a path parameter, a file answer).
 */
export const REFERENCE = z.registry<{ id?: string; [key: string]: unknown }>();
for (const [id, schema] of Object.entries({ ...REQUEST_SCHEMAS, ...RESPONSE_SCHEMAS }))
  REFERENCE.add(schema, { id });
// the profile form's text fields stand for the whole form, files and all (profileForm below)
REFERENCE.add(contract.profileFieldsSchema, { id: PROFILE_FORM });
/** The names read on their input side only, which keep their own name in a `$ref`. */
export const REQUEST_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(REQUEST_SCHEMAS),
  PROFILE_FORM,
  MESSAGE_FORM,
]);

const DOCUMENT_TYPES = 'application/pdf, image/jpeg, image/png';
export const FILE_TYPES: Record<contract.FileKind, string> = {
  profile_picture: 'image/jpeg, image/png, image/webp, image/gif',
  government_id: DOCUMENT_TYPES,
  law_degree: DOCUMENT_TYPES,
  bar_certificate: DOCUMENT_TYPES,
};
const MB = contract.MAX_UPLOAD_BYTES / (1024 * 1024);

const ID_DESCRIPTION = 'An id: backends send text or a whole number; the SPA reads it as text.';

// The contract's only transform on an answer is the id's String(): a function has no JSON
// Schema, so the id is documented as what may arrive on the wire. Any other transform stops the
// generator, so a new one is documented on purpose rather than as "anything".
function unrepresentable(ctx: { zodSchema: unknown; path: (string | number)[]; message: string }): Schema {
  if (ctx.zodSchema === contract.idSchema.def.out) {
    return { ...z.toJSONSchema(contract.idSchema, { io: 'input' }), description: ID_DESCRIPTION };
  }
  throw new Error(
    `server/openapi: cannot document ${ctx.path.join('.') || 'a schema'} (${ctx.message}); describe it in server/openapi/schemas.ts`,
  );
}

/** Drops the noise zod adds: per-schema $schema/$id, and bounds that only say "a safe integer". */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === 'maximum' && inner === Number.MAX_SAFE_INTEGER) continue;
    if (key === 'minimum' && inner === Number.MIN_SAFE_INTEGER) continue;
    out[key] = tidy(inner);
  }
  return out;
}

export const componentRef = (name: ComponentName): Schema => ({ $ref: `#/components/schemas/${name}` });

function convert(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Schema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable,
    uri: (id) => `#/components/schemas/${id}`,
    // zod's output side of a plain object says "no other keys" because parsing drops them; on
    // the wire a backend may send more fields and the SPA ignores them
    // (docs/decisions/0081-api-reference-generated-from-the-contract.md). Strict objects keep
    // their `false`.
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (io === 'output' && def.type === 'object' && def.catchall === undefined) {
        delete jsonSchema.additionalProperties;
      }
    },
  });
  return tidy(out) as Record<string, Schema>;
}

function profileForm(): Schema {
  const fields = inputSchemaOf(contract.profileFieldsSchema);
  const files = Object.fromEntries(
    contract.FILE_KINDS.map((kind): [string, Schema] => [
      kind,
      {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description:
          kind === 'profile_picture'
            ? `Optional photo (${FILE_TYPES[kind]}), at most ${MB} MB.`
            : `A file (${FILE_TYPES[kind]}), at most ${MB} MB; required unless one is on file from an earlier submission.`,
      },
    ]),
  );
  return {
    ...fields,
    description: 'Text fields as form values (experience_years as digits) and files as file parts.',
    properties: { ...fields.properties, ...files },
  };
}

function messageForm(): Schema {
  return {
    type: 'object',
    description:
      "The message's text as a form value, and its files as file parts named `files`; the text may be left out beside files.",
    properties: {
      text: { type: 'string', maxLength: conversations.MESSAGE_TEXT_MAX },
      files: {
        type: 'array',
        maxItems: conversations.MESSAGE_FILES_MAX,
        items: {
          type: 'string',
          contentMediaType: 'application/octet-stream',
          description: `A file (${conversations.MESSAGE_FILE_TYPES.join(', ')}), at most ${MB} MB.`,
        },
      },
    },
  };
}

/** Every named schema, requests and answers in one map. */
export function componentSchemas(): Record<string, Schema> {
  const all = { ...convert(REQUEST_SCHEMAS, 'input'), ...convert(RESPONSE_SCHEMAS, 'output') };
  return { ...all, [PROFILE_FORM]: profileForm(), [MESSAGE_FORM]: messageForm() };
}

/** One property of a request schema, for a path or query parameter. */
function inputSchemaOf(schema: z.ZodType): Schema {
  return tidy(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable })) as Schema;
}
