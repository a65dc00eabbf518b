// The console's routes: its page (`/console`) and its back end (`/api/console/...`).
import { Hono } from 'hono';
import type { SandboxClients } from '../../store/server/merchants';
import type { StoreWebhooks } from '../../store/server/webhooks';
import { consoleApi } from './api';
import { consolePage } from './page';

export function consoleRoutes({ clients, webhooks }: { clients: SandboxClients; webhooks: StoreWebhooks }): Hono {
  const routes = new Hono();
  routes.get('/console', (c) => c.html(consolePage(new URL(c.req.url).searchParams)));
  routes.route('/api/console', consoleApi({ clients, webhooks }));
  return routes;
}
