// The merchant console's back end (`/api/console/...`): the browser's console talks only to this, and this talks
// to the service with `pay-checkout/client` and the secret key. Replies are the service's envelopes; failures are
// relayed as the failure envelope with the ApiError's status, code, message and details.
import { Hono, type MiddlewareHandler } from 'hono';
import type { PayClient, PostbackEndpointCreateRequest, SubmerchantRejectRequest } from 'pay-checkout/client';
import { chargeRoutes } from './charges';
import { customerRoutes } from './customers';
import { listQuery, readBody, relay } from './relay';
import { webhookConsoleApi } from './webhooks';
import { failureBody, type Json } from '../../shared/replies';
import { CONSOLE_MERCHANT, type SandboxClients } from '../../store/server/merchants';
import type { StoreWebhooks } from '../../store/server/webhooks';

// The browser's bodies are passed on as the client's request types: the service validates them, and its field
// errors go back to the form that sent them.
const as = <T>(body: Json) => body as unknown as T;

// The console acts with the secret key and has no sign-in of its own (a local demo): at least no other web site may
// drive it from a buyer's or an operator's browser. Browsers name the calling page's origin on every cross-origin
// write, `no-cors` ones included. A real console puts its operators' authentication here.
const ownPagesOnly: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && origin && origin !== new URL(c.req.url).origin) {
    return c.json(failureBody('The console accepts changes from its own pages only.', 'FORBIDDEN'), 403);
  }
  await next();
};

/** Submerchants, and the operator's decision the sandbox lets the console play. */
function submerchantRoutes(api: Hono, pay: PayClient): void {
  const submerchants = pay.submerchants;
  api.get('/submerchants', (c) => relay(c, () => submerchants.list(listQuery(c) as never).withResponse()));
  api.post('/submerchants', (c) => relay(c, async () => submerchants.create(as(await readBody(c))).withResponse()));
  api.get('/submerchants/:id', (c) => relay(c, () => submerchants.retrieve(c.req.param('id')).withResponse()));
  api.post('/submerchants/:id/submit-for-review', (c) =>
    relay(c, () => submerchants.submitForReview(c.req.param('id')).withResponse()),
  );
  api.post('/submerchants/:id/request-resubmission', (c) =>
    relay(c, () => submerchants.requestResubmission(c.req.param('id')).withResponse()),
  );
  // Sandbox controls: the operator's decision, played by the console in the sandbox.
  api.post('/submerchants/:id/approve', (c) =>
    relay(c, () => pay.sandbox.approveSubmerchant(c.req.param('id')).withResponse()),
  );
  api.post('/submerchants/:id/reject', (c) =>
    relay(c, async () =>
      pay.sandbox.rejectSubmerchant(c.req.param('id'), as<SubmerchantRejectRequest>(await readBody(c))).withResponse(),
    ),
  );
}

/** A submerchant's partners (pj), documents and addresses. */
function submerchantRecordRoutes(api: Hono, pay: PayClient): void {
  const submerchants = pay.submerchants;
  api.get('/submerchants/:id/partners', (c) =>
    relay(c, () => submerchants.legalRepresentatives.list(c.req.param('id')).withResponse()),
  );
  api.post('/submerchants/:id/partners', (c) =>
    relay(c, async () =>
      submerchants.legalRepresentatives.upsert(c.req.param('id'), as(await readBody(c))).withResponse(),
    ),
  );
  api.delete('/submerchants/:id/partners/:partnerId', (c) =>
    relay(c, () =>
      submerchants.legalRepresentatives.delete(c.req.param('id'), c.req.param('partnerId')).withResponse(),
    ),
  );

  // Documents.
  api.get('/submerchants/:id/documents', (c) =>
    relay(c, () => submerchants.documents.list(c.req.param('id')).withResponse()),
  );
  api.post('/submerchants/:id/documents', (c) =>
    relay(c, async () => submerchants.documents.create(c.req.param('id'), as(await readBody(c))).withResponse()),
  );

  // Addresses.
  api.get('/submerchants/:id/addresses', (c) =>
    relay(c, () => submerchants.addresses.list(c.req.param('id')).withResponse()),
  );
  api.post('/submerchants/:id/addresses', (c) =>
    relay(c, async () => submerchants.addresses.create(c.req.param('id'), as(await readBody(c))).withResponse()),
  );
  api.patch('/submerchants/:id/addresses/:addressId', (c) =>
    relay(c, async () =>
      submerchants.addresses.update(c.req.param('id'), c.req.param('addressId'), as(await readBody(c))).withResponse(),
    ),
  );
  api.delete('/submerchants/:id/addresses/:addressId', (c) =>
    relay(c, () => submerchants.addresses.delete(c.req.param('id'), c.req.param('addressId')).withResponse()),
  );
}

// Webhook endpoints: created with the sandbox control, then read back through /v1 (which never shows the
// secret); a secret the sandbox made (`secret: true`) is passed on this once, for the operator to copy
function webhookEndpointRoutes(api: Hono, pay: PayClient): void {
  api.post('/webhook-endpoints', (c) =>
    relay(c, async () => {
      const request = await readBody(c);
      const created = await pay.sandbox.createWebhookEndpoint(as<PostbackEndpointCreateRequest>(request));
      const readBack = await pay.webhookEndpoints.retrieve(created.id).withResponse();
      const body = readBack.body as unknown as Json;
      // Only a secret the sandbox made goes back to the page; one the operator typed is never sent back.
      const made = request.secret === true && created.secret;
      const shown = made ? { ...body, data: { ...(body.data as Json), secret: created.secret } } : body;
      return { ...readBack, body: shown, status: 201 };
    }),
  );
  api.get('/webhook-endpoints/:id', (c) =>
    relay(c, () => pay.webhookEndpoints.retrieve(c.req.param('id')).withResponse()),
  );
}

export function consoleApi({ clients, webhooks }: { clients: SandboxClients; webhooks: StoreWebhooks }): Hono {
  const api = new Hono();
  const pay = clients.clientFor(CONSOLE_MERCHANT);
  api.use('*', ownPagesOnly);
  submerchantRoutes(api, pay);
  submerchantRecordRoutes(api, pay);
  chargeRoutes(api, pay);
  customerRoutes(api, pay);
  webhookEndpointRoutes(api, pay);
  // --- deliveries, redelivery, the store's own receiver and its failure switch, the sandbox clock ---
  api.route('/', webhookConsoleApi(pay, webhooks, clients.readClock));

  api.all('*', (c) => c.json(failureBody('No such console route.', 'NOT_FOUND'), 404));
  return api;
}
