import type { FastifyInstance } from 'fastify';

/**
 * The parts of the OpenAPI document the probes read. The probes take their list of operations
 * and fields from the document the app serves, so a route added tomorrow is probed without
 * anyone writing a test for it.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type RawOperation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>> };

/** Field names that name an object: `id`, `ids`, `*Id`, `*Ids`, `ocode`, `gcode`, `*Code`, `*Number`, `*Token`, `*Key`. */
export const ID_LIKE = /(^|[a-z_])(id|ids)$|code$|codes$|number$|token$|key$/i;

export type Where = 'path' | 'query' | 'body';

export type ApiOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The document's path, `{name}` for parameters. */
  path: string;
  /** `POST /api/v1/order/cancel/{ocode}`: how the probes name an operation. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
  /** Content types the body is documented with (the fuzz sends others too). */
  contentTypes: string[];
  /** Documented as needing a bearer token. */
  secured: boolean;
};

/** A field of an operation: a path or query parameter, or a body property (`travellers[].passengerId`). */
export type Field = { where: Where; name: string; path: string; schema: JsonSchema };

export function openApiOf(app: FastifyInstance): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument, prefix = '/'): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [method, raw] of Object.entries(byMethod)) {
      const upper = method.toUpperCase() as ApiOperation['method'];
      const content = raw.requestBody?.content ?? {};
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        pathParams: (raw.parameters ?? []).filter((p) => p.in === 'path'),
        queryParams: (raw.parameters ?? []).filter((p) => p.in === 'query'),
        body: content['application/json']?.schema,
        contentTypes: Object.keys(content),
        secured: (raw.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The alternatives a schema allows (anyOf/oneOf), or the schema itself. */
export const alternativesOf = (schema: JsonSchema): JsonSchema[] =>
  schema.anyOf ?? schema.oneOf ?? (schema.allOf?.length === 1 ? schema.allOf : [schema]);

export const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Every property of a body schema at any depth (through arrays and alternatives), by dotted path. */
export function bodyFieldsOf(schema: JsonSchema | undefined, prefix = '', depth = 0): Field[] {
  if (!schema || depth > 8) return [];
  const fields: Field[] = [];
  for (const alternative of alternativesOf(schema)) {
    if (alternative !== schema) {
      fields.push(...bodyFieldsOf(alternative, prefix, depth + 1));
      continue;
    }
    if (schema.items) fields.push(...bodyFieldsOf(schema.items, `${prefix}[]`, depth + 1));
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      fields.push({ where: 'body', name, path, schema: property });
      fields.push(...bodyFieldsOf(property, path, depth + 1));
    }
  }
  // A field reached through two alternatives (item.date of a product and of a stay) is one field.
  return fields.filter((f, i) => fields.findIndex((g) => g.path === f.path) === i);
}

export function fieldsOf(operation: ApiOperation): Field[] {
  const parameter = (where: Where) => (p: Parameter) => ({ where, name: p.name, path: p.name, schema: p.schema ?? {} });
  return [
    ...operation.pathParams.map(parameter('path')),
    ...operation.queryParams.map(parameter('query')),
    ...bodyFieldsOf(operation.body),
  ];
}

/** The operation's URL with its path parameters filled in (encoded) and a query string. */
export function urlOf(
  operation: ApiOperation,
  params: Record<string, unknown>,
  query: Record<string, unknown> = {},
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    // The image route's wildcard keeps its slashes.
    name === '*' ? String(params[name] ?? '') : encodeURIComponent(String(params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
