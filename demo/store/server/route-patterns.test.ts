// The store's routes whose parameter takes one of a few names (a checkout flow, a merchant) match those names exactly,
// in their own segment: any other path is the site's 404, never one of these routes.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { sandboxClients } from './merchants';
import { createMerchantSite } from '../../site';

const sandbox = useSandbox();
const ORIGIN = 'http://localhost:5173';
const site = () =>
  createMerchantSite({
    clients: sandboxClients(sandbox.current.url),
    address: { origin: ORIGIN, hosts: new Set(['localhost']) },
  });

const CHARGE_ID = '00000000-0000-4000-8000-000000000000';
const PATTERNS = [
  {
    method: 'GET',
    route: '/checkout/{flow}',
    names: ['hosted', 'transparent'],
    path: (name: string) => `/checkout/${name}`,
  },
  {
    method: 'POST',
    route: '/api/checkout/{merchant}',
    names: ['demo', 'nohosted', 'strict'],
    path: (name: string) => `/api/checkout/${name}`,
  },
  {
    method: 'GET',
    route: '/api/orders/{merchant}/{id}',
    names: ['demo', 'nohosted', 'strict'],
    path: (name: string) => `/api/orders/${name}/${CHARGE_ID}`,
  },
  {
    method: 'GET',
    route: '/api/charges/{merchant}/{id}',
    names: ['demo', 'nohosted', 'strict'],
    path: (name: string) => `/api/charges/${name}/${CHARGE_ID}`,
  },
];

/** Paths around a name: another segment before it, after it, or the name inside a longer word. */
const around = (name: string) => [`anything/${name}`, `${name}/anything`, `x${name}`, `${name}x`, `${name.slice(1)}`];

const request = (method: string, path: string) =>
  site().request(`${ORIGIN}${path}`, {
    method,
    headers: { Host: 'localhost', ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
/** The site's own "no such route" reply: the routes above all answer JSON or a page. */
const isNoRoute = async (reply: Response) => reply.status === 404 && (await reply.text()) === '404 Not Found';

describe('demo store: routes with named values match them exactly', () => {
  for (const { method, route, names, path } of PATTERNS) {
    it(`${method} ${route}`, async () => {
      for (const name of names) {
        expect(await isNoRoute(await request(method, path(name))), `${method} ${path(name)}`).toBe(false);
        for (const other of around(name)) {
          expect(await isNoRoute(await request(method, path(other))), `${method} ${path(other)}`).toBe(true);
        }
      }
    });
  }
});
