import { ERRORS, type ErrorEntry, errorResponseSchema } from '@plantwise/domain';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../auth/access';
import { SESSION_COOKIE } from '../auth/sessions';
import { withIdempotencyKey } from '../idempotency/openapi';

/**
 * What makes `/api/openapi.json` usable by a client generator (docs/decisions/openapi.md): each route
 * names its operationId and summary itself (RouteSpec requires them); everything derivable from the
 * route's declaration is added here, in one place, so a route added later gets it for free: its security
 * from `config.access`, its error answers from its method, parameters and access, and the shared parts of
 * the document (servers, security schemes, the one error shape).
 */

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by `POST /api/auth/sign-in` (browsers and scripts that sign in).',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pw_…',
    description:
      'An API token from Settings, sent as `Authorization: Bearer pw_…`. It acts as its owner, with the ' +
      "owner's role capped by the token's scope.",
  },
} as const;

/** Either way of being signed in is enough for any route that is not public. */
const SIGNED_IN = [{ session: [] }, { bearerAuth: [] }];

/** The error answers a route can give, each a shared response in the one error shape. */
const REFUSALS = {
  400: {
    name: 'BadRequest',
    entry: ERRORS.validationFailed,
    text: 'The request is not valid: a malformed URL or body, or a value the schema refuses',
  },
  401: { name: 'Unauthorized', entry: ERRORS.unauthorized, text: 'Nobody is signed in' },
  403: { name: 'Forbidden', entry: ERRORS.forbidden, text: 'The signed-in person may not do this' },
  404: { name: 'NotFound', entry: ERRORS.notFound, text: 'The record named in the path does not exist' },
  409: {
    name: 'Conflict',
    entry: ERRORS.invalidStatus,
    text: "The record's state or another record refuses this change",
  },
  422: {
    name: 'UnprocessableEntity',
    entry: ERRORS.insufficientStock,
    text: 'A business rule refuses this change',
  },
  429: { name: 'TooManyRequests', entry: ERRORS.rateLimited, text: 'Too many requests' },
} satisfies Record<number, { name: string; entry: ErrorEntry; text: string }>;

type Status = keyof typeof REFUSALS;
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in?: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonObject }> };
  /** The file field of a route that also takes a form (`config.form`), taken out once documented. */
  'x-form-file'?: string;
  responses?: Record<string, unknown>;
  'x-access'?: Access;
};
type JsonObject = { type?: string; properties?: Record<string, unknown>; [key: string]: unknown };
type Document = {
  servers?: Array<{ url: string; description?: string }>;
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown> | undefined>;
};

/**
 * The error statuses of one operation, from what it declares: 400 always (the router refuses a malformed
 * URL on any route, besides the schema's refusals), 401 and 403
 * unless it is public, 403 on every write (a foreign Origin is refused), 404 when the path names a
 * record, 409 and 422 on every write (a record's state, a taken name, a business rule or a reused
 * Idempotency-Key), and 429 where a limit applies (API tokens' and the public writes' attempt limits).
 */
export function refusalsOf(method: string, path: string, operation: Operation): Status[] {
  const write = WRITES.has(method);
  const isPublic = operation['x-access'] === 'public';
  const statuses = new Set<Status>([400]);
  if (!isPublic) statuses.add(401).add(403);
  if (write) statuses.add(403);
  if (path.includes('{')) statuses.add(404);
  if (write) statuses.add(409).add(422);
  if (!isPublic || write) statuses.add(429);
  return [...statuses].sort();
}

/** Per route, before Fastify's schema becomes an operation: the zod conversion, its security and access. */
export function transformRoute(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const { schema, url } = jsonSchemaTransform(input);
  const config = (input.route as RouteOptions).config;
  const access = config?.access;
  // A route that also takes a form documents both bodies: the same fields, and the form's file.
  const form = config?.form
    ? { consumes: ['application/json', 'multipart/form-data'], 'x-form-file': config.form.file }
    : {};
  return {
    url,
    schema: {
      ...schema,
      ...form,
      ...(access ? { 'x-access': access, security: access === 'public' ? [] : SIGNED_IN } : {}),
    } as FastifySchema,
  };
}

/** The form body of an operation that takes one: its fields' schema with the file part added. */
function documentFormFile(operation: Operation) {
  const file = operation['x-form-file'];
  delete operation['x-form-file'];
  const content = operation.requestBody?.content;
  const form = content?.['multipart/form-data'];
  if (!file || !content || !form?.schema) return;
  // A copy: the generator gives both media types one object.
  content['multipart/form-data'] = {
    ...form,
    schema: {
      ...form.schema,
      properties: { ...form.schema.properties, [file]: { type: 'string', format: 'binary' } },
    },
  };
}

/** The whole document, once: shared components, servers, error answers; and what every operation must have. */
export function completeDocument<T extends object>(document: T): T {
  const doc = withIdempotencyKey(document) as Document;
  // Paths are written whole (`/api/...`), so the server is the site's root, wherever it is hosted.
  doc.servers = [{ url: '/', description: 'This Plantwise server' }];
  const error = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' });
  delete (error as { $schema?: string }).$schema;
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, Error: error },
    responses: {
      ...doc.components?.responses,
      ...Object.fromEntries(
        Object.values(REFUSALS).map(({ name, entry, text }) => [
          name,
          {
            description: `${text} (for example \`${entry.code}\`).`,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      documentFormFile(operation);
      operation.responses ??= {};
      const responses = operation.responses;
      for (const status of refusalsOf(method, path, operation))
        responses[status] ??= { $ref: `#/components/responses/${REFUSALS[status].name}` };
    }
  }
  return document;
}

/**
 * Refusals a generator would otherwise meet late: an operation without its id, summary or declared
 * access, and two operations with one id. Returns the problems, one line each.
 */
export function documentProblems(document: object): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries((document as Document).paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId;
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id))
        problems.push(`${where}: operationId missing or not camelCase`);
      else if (seen.has(id)) problems.push(`${where}: operationId ${id} is already ${seen.get(id)}'s`);
      else seen.set(id, where);
      if (!operation.summary?.trim()) problems.push(`${where}: no summary`);
      if (!operation['x-access']) problems.push(`${where}: no declared access`);
    }
  }
  return problems;
}
