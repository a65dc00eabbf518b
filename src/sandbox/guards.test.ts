import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import type { SandboxEnv } from './kernel/env';
import { anyOriginCors, v1Guard } from './guards';
import { createSandboxState } from './state';
import { publicAuth, secretAuth } from './test-harness/test-support';

/** A /v1 app with the guard and one route that keeps the reply it built, to compare with what the app answers. */
function guardedApp() {
  const state = createSandboxState();
  const app = new Hono<SandboxEnv>();
  const built: Response[] = [];
  app.use('/v1/*', v1Guard(state));
  app.get('/v1/charges', (c) => {
    const reply = c.json({ success: true }, 200);
    built.push(reply);
    return reply;
  });
  return { app, built };
}

describe('v1Guard', () => {
  it('answers the reply the route built, rate-limit headers included, instead of rebuilding it', async () => {
    // Rebuilding a finished reply (headers added after the route ran) turns its string body into a stream, which
    // takes @hono/node-server off its fast path: a third of the sandbox's throughput on small JSON replies.
    const { app, built } = guardedApp();
    const response = await app.request('/v1/charges', { headers: { Authorization: secretAuth() } });
    expect(response.status).toBe(200);
    expect(response).toBe(built[0]);
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(response.headers.get('x-ratelimit-remaining')).not.toBeNull();
    expect(response.headers.get('x-ratelimit-reset')).not.toBeNull();
  });

  it('puts the rate-limit headers on its own refusals too', async () => {
    const app = createSandboxApp(createSandboxState());
    const wrongKey = await app.request('/v1/charges', { headers: { Authorization: publicAuth() } });
    const noKey = await app.request('/v1/charges');
    expect([wrongKey.status, noKey.status]).toEqual([403, 401]);
    for (const response of [wrongKey, noKey]) expect(response.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });
});

describe('anyOriginCors', () => {
  const options = {
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: ['X-RateLimit-Limit', 'Date'],
    maxAge: 600,
  };

  function corsApp() {
    const app = new Hono();
    const built: Response[] = [];
    app.use('/v1/*', anyOriginCors(options));
    app.post('/v1/things', (c) => {
      const reply = c.json({ ok: true }, 201);
      built.push(reply);
      return reply;
    });
    return { app, built };
  }

  it('answers the reply the route built, with the CORS headers, instead of rebuilding it', async () => {
    const { app, built } = corsApp();
    const response = await app.request('/v1/things', { method: 'POST', headers: { Origin: 'https://shop.example' } });
    expect(response.status).toBe(201);
    expect(response).toBe(built[0]);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('X-RateLimit-Limit,Date');
  });

  it('answers preflights as Hono cors() does', async () => {
    const { app, built } = corsApp();
    const response = await app.request('/v1/things', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(built).toHaveLength(0);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });
});
