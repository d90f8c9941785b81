// How @fastify/swagger reads the routes of an instance: each route's zod schemas converted by
// fastify-type-provider-zod, named schemas as `$ref`s to the reference's components
// (docs/decisions/0084-fastify-route-schemas.md). document.ts assembles the two instances'
// operations into the reference.
import type { SwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { REFERENCE, REQUEST_NAMES } from './schemas.ts';

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token from register, login or token refresh. The security requirement lists the roles the call needs; none listed means any signed-in user.',
  },
} as const;

const convert = createJsonSchemaTransform({ schemaRegistry: REFERENCE });

// The provider names the input side of a registered schema `<name>Input`, to tell it from the
// output side of the same schema. A request schema is read on its input side only, so its
// `$ref` keeps the contract's name, as the components do (schemas.ts).
const INPUT_REF = /^#\/components\/schemas\/(.+)Input$/;
const requestRef = (_key: string, value: unknown): unknown => {
  const name = typeof value === 'string' ? INPUT_REF.exec(value)?.[1] : undefined;
  return name !== undefined && REQUEST_NAMES.has(name) ? `#/components/schemas/${name}` : value;
};

const transform: SwaggerTransform = (route) => {
  const { schema, url } = convert(route);
  if (schema === undefined) return { schema, url };
  return { schema: JSON.parse(JSON.stringify(schema), requestRef) as typeof schema, url };
};

export const SWAGGER_OPTIONS: SwaggerOptions = {
  // 3.1: the provider converts to JSON Schema 2020-12, OpenAPI 3.1's own dialect
  openapi: {
    openapi: '3.1.0',
    info: { title: 'LawMatch API', version: '1.0.0' },
    components: { securitySchemes: SECURITY_SCHEMES },
  },
  transform,
};
