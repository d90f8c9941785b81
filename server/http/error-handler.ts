// One error handler for both instances: DRF-shaped bodies, and never a stack trace or an
// internal message in a 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { StoredFileMissing } from '../uploads/stored-names.ts';
import { ApiError, fieldErrors, notFound } from '../lib/errors.ts';
import type { Issue } from '../lib/errors.ts';

const TOO_LARGE = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
]);

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported media type in request.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'Malformed JSON in request body.';
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return 'Request body is too large.';
  }
  if (error.code === 'FST_FILES_LIMIT') return 'Too many files in request.';
  if (error.code === 'FST_FIELDS_LIMIT' || error.code === 'FST_PARTS_LIMIT')
    return 'Too many fields in request.';
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'Unsupported media type in request.';
  if (error.code === 'FST_PROTO_VIOLATION') return 'Invalid field name.';
  return error.message || 'Bad request.';
}

function statusOf(error: FastifyError): number {
  if (error.code && TOO_LARGE.has(error.code)) return 413;
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 415;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

// The provider reports each zod issue as a Fastify validation error: code, path (as a JSON
// pointer) and message, the rest of the issue in params. The contract's request schemas are flat
// objects of named fields, so the pointer gives the path back whole.
const issueOf = ({ keyword, instancePath, message, params }: ZodFastifySchemaValidationError): Issue => ({
  code: keyword,
  path: instancePath === '/' ? [] : instancePath.slice(1).split('/'),
  message: message ?? '',
  keys: Array.isArray(params.keys) ? params.keys.map(String) : undefined,
  expected: typeof params.expected === 'string' ? params.expected : undefined,
});

const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * A request its route's schema refuses: the fields at fault in the Django REST shape (400),
 * read against the request as it came. A path that names nothing is not found (404), as a
 * missing id is: "abc" is no more an id than 999999 is one on file.
 */
export function validationFailure(error: Error, request: FastifyRequest): ApiError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const part = error.validationContext ?? 'body';
  if (part === 'params') return notFound();
  return new ApiError(400, fieldErrors({ issues: error.validation.map(issueOf) }, request[PARTS[part]]));
}

export function handleError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof StoredFileMissing) {
    // the client hears "not found"; the operator should hear that a row lost its file
    // (docs/decisions/0073-missing-stored-file-is-not-found.md)
    request.log.warn({ file: error.storedName, url: request.url }, 'a stored file is missing');
  }
  if (error instanceof ApiError) {
    void reply.headers(error.headers).code(error.statusCode).send(error.body);
    return;
  }
  const refused = validationFailure(error, request);
  if (refused) {
    void reply.code(refused.statusCode).send(refused.body);
    return;
  }
  const status = statusOf(error);
  if (status >= 500) {
    if (error instanceof ResponseSerializationError) {
      // an answer the contract refuses: the issues say which field
      request.log.error({ err: error, issues: error.cause.issues }, 'answer does not match the contract');
    } else request.log.error({ err: error }, 'request failed');
    void reply.code(500).send({ detail: 'Internal server error.' });
    return;
  }
  void reply.code(status).send({ detail: clientMessage(error) });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: 'Not found.' });
  });
}
