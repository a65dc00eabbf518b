// The console's webhook routes (`/api/console/...`): the demo merchant's deliveries with every attempt, redelivery,
// the store's own receiver (its endpoint, and a switch that makes it answer 500 for a while, to watch the retries),
// and the sandbox clock, which runs the retries that fall due when moved.
import { Hono } from 'hono';
import type { PayClient, WebhookDeliveryListQuery } from 'pay-checkout/client';
import { ReceiverFailureError } from '../../store/server/receiver-failures';
import type { StoreWebhooks } from '../../store/server/webhooks';
import {
  CONSOLE_MERCHANT as MERCHANT,
  MERCHANT as MERCHANT_PARAM,
  type SandboxClients,
} from '../../store/server/merchants';
import { orderReply } from '../../store/server/orders';
import { DemoFailure, failureBody } from '../../shared/replies';
import { fail, readBody, relay } from './relay';

const DELIVERY_FILTERS = ['page', 'limit', 'status', 'endpoint_id', 'charge_id', 'event_type'] as const;
/** The longest clock move the console offers: past the whole retry schedule (about 27.6 h). */
const MAX_ADVANCE_SECONDS = 2 * 24 * 60 * 60;

/** The deliveries, their filters and redelivery. */
function deliveryRoutes(api: Hono, pay: PayClient): void {
  api.get('/webhook-deliveries', (c) => {
    // Passed on as typed (strings): the sandbox validates them, and its field errors reach the filter form.
    const query: Record<string, string> = {};
    for (const name of DELIVERY_FILTERS) {
      const value = c.req.query(name)?.trim();
      if (value) query[name] = value;
    }
    return relay(c, () =>
      pay.sandbox.listWebhookDeliveries(query as unknown as WebhookDeliveryListQuery).withResponse(),
    );
  });
  api.post('/webhook-deliveries/:id/redeliver', (c) =>
    relay(c, () => pay.sandbox.redeliverWebhook(c.req.param('id')).withResponse()),
  );
}

/** The store's orders, its receiver and the receiver's failure switch. */
function receiverRoutes(api: Hono, webhooks: StoreWebhooks): void {
  // The store's record of any of its orders, as the webhooks settled it: the merchant's view (a buyer's page reads only
  // its own, through `/api/orders/…`).
  api.get(`/orders/${MERCHANT_PARAM}/:id`, (c) => {
    const order = webhooks.orders.get(c.req.param('merchant'), c.req.param('id'));
    if (!order) return c.json(failureBody('No such order (yet).', 'NOT_FOUND'), 404);
    return c.json(orderReply(order));
  });

  const receiver = () => {
    const registration = webhooks.registration(MERCHANT);
    return {
      endpoint_id: registration?.endpointId ?? null,
      url: registration?.url ?? webhooks.receiverUrl(MERCHANT),
      failures: webhooks.failures.settings(),
    };
  };
  api.get('/receiver', (c) => c.json({ success: true, message: 'The store’s webhook receiver.', data: receiver() }));
  // `{ count }`: fail the next N deliveries; `{ minutes }`: fail every delivery for that long.
  api.put('/receiver/failures', async (c) => {
    try {
      const body = await readBody(c);
      if (body.minutes !== undefined) webhooks.failures.failFor(body.minutes);
      else webhooks.failures.failNext(body.count);
      return c.json({ success: true, message: 'The receiver now fails.', data: receiver() });
    } catch (error) {
      if (error instanceof ReceiverFailureError)
        return fail(
          c,
          new DemoFailure(422, error.code, 'Check the highlighted fields.', [
            { field: error.field, message: error.message },
          ]),
        );
      return fail(c, error);
    }
  });
  api.delete('/receiver/failures', (c) => {
    webhooks.failures.clear();
    return c.json({ success: true, message: 'The receiver answers normally again.', data: receiver() });
  });
}

/** The sandbox clock: read, and moved on to run the retries that fall due. */
function clockRoutes(api: Hono, pay: PayClient, readClock: SandboxClients['readClock']): void {
  // The sandbox clock now, which the console always shows: delivery times and retries follow it, not this computer's.
  api.get('/clock', async (c) => {
    try {
      const reply = await readClock();
      return c.json(await reply.json(), reply.status as 200);
    } catch {
      return fail(c, new DemoFailure(502, 'SERVICE_UNAVAILABLE', 'The sandbox could not be reached.'));
    }
  });
  api.post('/clock', async (c) => {
    try {
      const seconds = (await readBody(c)).advance_seconds;
      if (!Number.isInteger(seconds) || (seconds as number) < 1 || (seconds as number) > MAX_ADVANCE_SECONDS) {
        throw new DemoFailure(422, 'VALIDATION_ERROR', 'Check the highlighted fields.', [
          { field: 'advance_seconds', message: `must be a whole number from 1 to ${MAX_ADVANCE_SECONDS}` },
        ]);
      }
      return await relay(c, () => pay.sandbox.advanceClock(seconds as number).withResponse());
    } catch (error) {
      return fail(c, error);
    }
  });
}

export function webhookConsoleApi(
  pay: PayClient,
  webhooks: StoreWebhooks,
  readClock: SandboxClients['readClock'],
): Hono {
  const api = new Hono();
  deliveryRoutes(api, pay);
  receiverRoutes(api, webhooks);
  clockRoutes(api, pay, readClock);
  return api;
}
