import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../interface/webhook-event';
import { AUTHENTICATION_REQUESTS } from '../../interface/card-authentication';
import { Hono } from 'hono';
import { createSandboxApp } from '../app';
import type { SandboxEnv } from '../kernel/env';
import { mountRoutes } from '../route-spec/route-table';
import { OPENAPI_ROUTES, openApiHandlers } from './routes';
import { createSandboxState } from '../state';
import { buildOpenApiDocument, OPERATIONS } from '../routes';

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The operations the Hono app really serves, as `METHOD /openapi/{template}`. */
function servedOperations(): string[] {
  const app = createSandboxApp(createSandboxState());
  const served = new Set<string>();
  for (const route of app.routes) {
    if (!HTTP_METHODS.has(route.method) || route.path.includes('*')) continue;
    const template = route.path.replace(/\/$/, '').replace(/:(\w+)/g, '{$1}') || '/';
    served.add(`${route.method} ${template}`);
  }
  return [...served].sort();
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('documents exactly the operations the sandbox serves', () => {
    const documented = OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort();
    expect(documented).toEqual(servedOperations());
  });

  it('lists the routes in the order the app mounts them: the registry order', () => {
    const app = createSandboxApp(createSandboxState());
    // A guarded route is mounted as its guard, then its handler: the same method and path twice in a row.
    const mounted = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect([...mounted]).toEqual(OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`));
    expect(Object.keys(document.paths)).toEqual([...new Set(OPERATIONS.map((operation) => operation.path))]);
  });

  it('gives every /v1 operation its key, its rate-limit headers and a 429 with Retry-After', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/v1/')) continue;
      for (const operation of Object.values(operations) as Record<string, any>[]) {
        // One key, or either of the two on the routes both a buyer's page and a back end call.
        expect(operation.security.length, path).toBeGreaterThanOrEqual(1);
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          expect(Object.keys(response.headers ?? {}), `${path} ${status}`).toEqual(
            expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
          );
        }
        expect(Object.keys(operation.responses['429'].headers)).toContain('Retry-After');
        expect(operation.responses['401'].content['application/json'].schema.allOf[1].properties.error.enum).toEqual([
          'UNAUTHORIZED',
        ]);
      }
    }
  });

  it('asks the public key on the browser routes and the secret key elsewhere', () => {
    expect(document.paths['/v1/fraud-sessions'].post.security).toEqual([{ publicKey: [] }]);
    expect(document.paths['/v1/card-tokens'].post.security).toEqual([{ publicKey: [] }]);
    expect(document.paths['/v1/charges'].post.security).toEqual([{ secretKey: [] }]);
    expect(document.paths['/v1/installments'].get.security).toEqual([{ publicKey: [] }, { secretKey: [] }]);
    expect(document.paths['/sandbox/clock'].post.security).toEqual([{ secretKey: [] }]);
    expect(document.paths['/sandbox/ip'].get.security).toEqual([]);
  });

  it('tags the sandbox controls apart from the service', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations) as { tags: string[] }[]) {
        // The buyer's pages of Pix and boleto live under /sandbox too, tagged as pages, not as controls.
        const payPage = path.startsWith('/sandbox/pix/') || path.startsWith('/sandbox/boletos/');
        if (payPage) expect(operation.tags).toEqual(['Sandbox payment pages']);
        else if (path.startsWith('/sandbox/')) expect(operation.tags).toEqual(['Sandbox controls']);
        else expect(operation.tags).not.toContain('Sandbox controls');
      }
    }
  });

  it('describes request bodies with the schemas the routes validate with', () => {
    const schemas = (document.components as any).schemas;
    expect(document.paths['/v1/charges'].post.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ChargeCreateRequest' } } },
    });
    // One shape per payment method.
    const shapes = schemas.ChargeCreateRequest.oneOf as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { const?: string; required?: string[] }>;
    }[];
    expect(shapes.map((shape) => shape.properties.payment_method.const)).toEqual([
      'credit_card',
      'debit_card',
      'pix',
      'boleto',
    ]);
    for (const shape of shapes) {
      expect(shape.required).toEqual(
        expect.arrayContaining(['amount', 'product_type', 'customer', 'items', 'payment_method']),
      );
      expect(shape.additionalProperties).toBe(false);
      expect(shape.properties.amount).toMatchObject({ type: 'integer', minimum: 1 });
    }
    const [card, debit, pix, boleto] = shapes;
    expect(card.properties.card_flow).toBeDefined();
    expect(debit.properties.card_flow).toBeDefined();
    expect(pix.properties.card_flow).toBeUndefined();
    // Both card methods take the same authentication values: a debit card reads if_available as required.
    for (const shape of [card, debit]) {
      const details = JSON.stringify(shape.properties.payment_details);
      expect(details).toContain(`"enum":${JSON.stringify(AUTHENTICATION_REQUESTS)}`);
    }
    expect(pix.properties.customer.required).toContain('document');
    expect(boleto.properties.customer.required).toEqual(expect.arrayContaining(['document', 'address']));
    expect(schemas.FraudSessionCreateRequest.properties.type.enum).toEqual([
      'Chrome',
      'Firefox',
      'Safari',
      'Edge',
      'Opera',
      'Other',
    ]);
  });

  it('bounds the list parameters', () => {
    const parameters = Object.fromEntries(
      (document.paths['/v1/charges'].get.parameters as { name: string; schema: unknown }[]).map((parameter) => [
        parameter.name,
        parameter.schema,
      ]),
    );
    expect(parameters.page).toMatchObject({ type: 'integer', minimum: 1 });
    expect(parameters.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(parameters.date_from).toMatchObject({ format: 'date' });
    expect(parameters.status).toMatchObject({ enum: ['pending', 'captured', 'failed', 'expired'] });
    expect(parameters.search).toMatchObject({ type: 'string' });
  });

  it('lists every webhook event with its delivery headers', () => {
    const webhooks = document.webhooks as Record<string, any>;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const headers = webhooks['charge.captured'].post.parameters.map((parameter: { name: string }) => parameter.name);
    expect(headers).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
  });
});

describe('GET /openapi.json', () => {
  it('answers the document without a key, to any origin, with the relative server /', async () => {
    const app = createSandboxApp(createSandboxState());
    const response = await app.request('http://localhost:4321/openapi.json', {
      headers: { Origin: 'https://docs.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const served = (await response.json()) as ReturnType<typeof buildOpenApiDocument>;
    expect(served.servers).toEqual([{ url: '/', description: 'The sandbox' }]);
    expect(served.paths).toEqual(buildOpenApiDocument().paths);
  });

  it('never echoes the Host a caller sent: every address gets the same text', async () => {
    const app = createSandboxApp(createSandboxState());
    const texts = new Set<string>();
    for (const host of ['localhost:4321', 'evil.example', 'a"b.example', '127.0.0.1:9']) {
      texts.add(await (await app.request(`http://${host}/openapi.json`, { headers: { Host: host } })).text());
    }
    expect(texts.size).toBe(1);
    expect([...texts][0]).not.toContain('evil.example');
  });

  it('is built once, not per request', async () => {
    let builds = 0;
    const app = new Hono<SandboxEnv>();
    mountRoutes(
      app,
      OPENAPI_ROUTES,
      openApiHandlers((serverUrl) => {
        builds += 1;
        return buildOpenApiDocument(serverUrl);
      }),
      () => undefined,
    );
    for (const host of ['localhost:1', 'localhost:2', 'other.example'])
      expect((await app.request(`http://${host}/openapi.json`)).status).toBe(200);
    expect(builds).toBe(1);
  });
});
