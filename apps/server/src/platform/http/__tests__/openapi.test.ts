import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createPlantwiseClient } from '@plantwise/api-client';
import { generateTypes, SCHEMA_FILE } from '@plantwise/api-client/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { documentProblems, refusalsOf } from '../openapi';
import type { RouteSpec } from '../route';

type Operation = {
  operationId: string;
  summary: string;
  security: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string }>;
};
type Document = {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, unknown>;
    responses: Record<string, unknown>;
  };
};

const t = useTestApp();
let doc: Document;
beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ method, path, operation })),
  );
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('gives every operation a unique camelCase operationId, a summary and its declared access', () => {
    expect(operations().length).toBeGreaterThan(100);
    expect(documentProblems(doc)).toEqual([]);
  });

  it('reports a route added without them', () => {
    const broken = structuredClone(doc);
    const { operationId } = broken.paths['/api/work-orders'].get;
    broken.paths['/api/work-orders'].post.operationId = operationId;
    delete (broken.paths['/api/health'].get as Partial<Operation>).summary;
    expect(documentProblems(broken)).toEqual([
      'GET /api/health: no summary',
      `POST /api/work-orders: operationId ${operationId} is already GET /api/work-orders's`,
    ]);
  });

  it('does not let a module declare a route without them (a type error)', () => {
    // @ts-expect-error operationId and summary are required
    const undescribed: RouteSpec = { access: 'user' };
    expect(undescribed.access).toBe('user');
  });

  it('derives each operation’s security from its route’s declared access', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'pw_session',
    });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const signedIn = [{ session: [] }, { bearerAuth: [] }];
    for (const route of t.app.routeAccess) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue; // hidden: the document itself, the realtime socket
      expect(operation.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'public' ? [] : signedIn,
      );
    }
    expect(doc.paths['/api/auth/sign-in'].post.security).toEqual([]);
    expect(doc.paths['/api/work-orders/{id}/complete'].post.security).toEqual(signedIn);
  });

  it('lists each operation’s error answers in the one error shape', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
    for (const { method, path, operation } of operations()) {
      const errors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      expect(errors, `${method} ${path}`).toEqual(refusalsOf(method, path, operation as never).map(String));
      for (const status of errors)
        expect(doc.components.responses).toHaveProperty(
          operation.responses[status]?.$ref?.replace('#/components/responses/', '') ?? 'missing',
        );
    }
    const complete = doc.paths['/api/work-orders/{id}/complete'].post.responses;
    expect(Object.keys(complete)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '422', '429']),
    );
    expect(Object.keys(doc.paths['/api/health'].get.responses).filter((s) => s.startsWith('4'))).toEqual([
      '400',
    ]);
  });

  it('matches the generated client types in packages/api-client (run `npm run api:client` when not)', async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    expect(await generateTypes(doc), 'packages/api-client/src/schema.d.ts is stale').toBe(committed);
  });
});

describe('the generated client against a running server', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.app.server.close());

  it('signs in, lists work orders, reports a breakdown and reads it back with typed answers', async () => {
    const manager = await createUser(t.app, { role: 'manager' });
    const asset = await createAsset(t.app, { asset_name: 'Spiral freezer' });
    const client = createPlantwiseClient({ baseUrl });

    const signIn = await client.POST('/api/auth/sign-in', {
      body: { email: manager.email, password: manager.password },
    });
    expect(signIn.error).toBeUndefined();
    const cookie = signIn.response.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^pw_session=/);
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('cookie', cookie ?? '');
        return request;
      },
    });

    const list = await client.GET('/api/work-orders', { params: { query: { limit: 10 } } });
    expect(list.error).toBeUndefined();
    expect(list.data?.total).toBe(0);
    expect(list.data?.data).toEqual([]);

    const created = await client.POST('/api/breakdowns', {
      body: { asset_id: asset.id, title: 'Fan motor tripped', severity: 'high' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id ?? '';
    const read = await client.GET('/api/breakdowns/{id}', { params: { path: { id } } });
    expect(read.data).toMatchObject({ id, title: 'Fan motor tripped', severity: 'high', asset_id: asset.id });

    // A refusal arrives typed as the error shape.
    const missing = await client.GET('/api/breakdowns/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('breakdown_not_found');
  });

  it('is refused without a session, in the error shape', async () => {
    const client = createPlantwiseClient({ baseUrl });
    const { response, error } = await client.GET('/api/work-orders');
    expect(response.status).toBe(401);
    expect(error?.error.code).toBe('unauthorized');
  });
});
