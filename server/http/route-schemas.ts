// Routes declare their input and answer as zod schemas from the wire contract, and Fastify
// checks them: the body, query and path parameters before the handler runs (the handler gets
// them parsed and typed), the answer as it is sent (docs/decisions/0084-fastify-route-schemas.md).
// A failed check is answered by error-handler.ts in the Django REST shape.
import swagger from '@fastify/swagger';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SWAGGER_OPTIONS } from '../openapi/swagger.ts';

/**
 * Answers are read with their schema as the SPA reads them: an id sent as a number goes out as
 * text, and fields the contract does not name (a row's user id) are dropped. The provider's own
 * serializer encodes instead (output back to input), which refuses the contract's one-way
 * transforms. An answer the contract refuses is our bug: a 500, logged with the zod issues.
 */
const answerSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/** Zod checks and answers, and the reference read from the routes: before any route is added. */
export async function useRouteSchemas(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  await app.register(swagger, SWAGGER_OPTIONS);
}

/**
 * An id in the path: digits naming a row. Anything else ("abc", "0", "1e3", 16 digits and more)
 * names nothing, so it is answered 404 like an id that is not there (error-handler.ts), never
 * 400.
 */
export const pathId = () =>
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .pipe(z.int().min(1));

/** preValidation: "?status=&search=" with empty values means "no filter", as the SPA builds it. */
export async function emptyQueryValuesAreAbsent(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (query && typeof query === 'object') {
    request.query = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
  }
}

/**
 * The validator of a route that reads its body by hand (a message as JSON or as a multipart form
 * with files): the path and query are checked as everywhere, the body by the handler.
 */
export function bodyReadByHand<S>(
  route: Parameters<FastifySchemaCompiler<S>>[0],
): ReturnType<FastifySchemaCompiler<S>> {
  // every part of a route's schema is a zod schema (the contract's), whatever the route's type says
  return route.httpPart === 'body'
    ? () => true
    : validatorCompiler(route as unknown as Parameters<FastifySchemaCompiler<z.ZodType>>[0]);
}

/** preValidation: no body (a bare POST), or JSON null, is a body without fields. */
export async function noBodyIsNoFields(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
