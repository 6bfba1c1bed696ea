import { LOCALES } from '#domain/market/locale';
import { apiErrorSchema } from '#contract/api-error.schema';
import { z } from '#contract/zod';
import type { ApiOperation } from '../api/api-operation';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `/categories/:id` -> `/categories/{id}` */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

const objectProperties = (schema: z.ZodType | undefined): [string, JsonSchema, boolean][] => {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => [name, s, required.has(name)]);
};

const LANG_PARAMETER = {
  name: 'lang',
  in: 'path',
  required: true,
  description: 'The market (its locale code).',
  schema: { type: 'string', enum: [...LOCALES] },
};

/** The OpenAPI 3.1 document of the API, generated from the same zod schemas the server validates with. */
export const buildOpenApiDocument = (operations: readonly ApiOperation[], info: { title: string; version: string }) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = `/{lang}/v2${openApiPath(op.path) === '/' ? '/' : openApiPath(op.path)}`;
    const parameters = [
      LANG_PARAMETER,
      ...objectProperties(op.params).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
      ...objectProperties(op.query).map(([name, schema, required]) => ({ name, in: 'query', required, schema })),
    ];
    const responses = Object.fromEntries(
      Object.entries(op.responses).map(([status, spec]) => [
        status,
        {
          description: spec.description,
          ...(spec.schema ? { content: { 'application/json': { schema: toSchema(spec.schema, 'output') } } } : {}),
        },
      ]),
    );
    const bodySchema = op.body ?? op.documentedBody;
    const requestBody = bodySchema
      ? { required: true, content: { 'application/json': { schema: toSchema(bodySchema, 'input') } } }
      : undefined;
    paths[path] = {
      ...paths[path],
      [op.method]: {
        operationId: op.operationId,
        summary: op.summary,
        tags: [op.tag],
        parameters,
        ...(requestBody ? { requestBody } : {}),
        responses,
        ...op.extensions,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'The store API the Audiora storefront speaks (api-contract.md).' },
    paths,
    components: { schemas: { ApiError: toSchema(apiErrorSchema, 'output') } },
  };
};
