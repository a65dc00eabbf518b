// The demo store's webhook side: at start it registers one endpoint per merchant on the service, with a secret the
// service makes (kept in memory only), and its receiver verifies every delivery with `verifyWebhook` over the raw
// body before the order book sees it. An unverified delivery gets 400 and changes nothing.
import { Hono } from 'hono';
import {
  verifyWebhook,
  WebhookVerificationError,
  type PayClient,
  CHARGE_EVENT_TYPES,
  WEBHOOK_HEADERS,
  type ChargeEvent,
  type WebhookEvent,
} from 'pay-checkout/client';
import { isMerchant, MERCHANTS, type Merchant } from './merchants';
import { OrderBook } from './orders';
import { ReceiverFailures } from './receiver-failures';

/** Where the receiver listens, under the store's own origin: `/webhooks/pay/<merchant>`, one endpoint per merchant. */
export const RECEIVER_PATH = '/webhooks/pay';

export interface Registration {
  endpointId: string;
  url: string;
  /** The `whsec_…` secret the service made; shown by the service once, never written anywhere. */
  secret: string;
}

export interface StoreWebhooksOptions {
  clientFor: (merchant: string) => PayClient;
  /**
   * The receiver's origin as the service reaches it. The service delivers server to server, so this is the address
   * the store listens on (loopback here), not necessarily the public SITE_ORIGIN a buyer's browser uses.
   */
  receiverOrigin: string;
  orders?: OrderBook;
  failures?: ReceiverFailures;
  log?: (message: string) => void;
}

const isChargeEvent = (event: WebhookEvent): event is ChargeEvent =>
  (CHARGE_EVENT_TYPES as readonly string[]).includes(event.type);

export class StoreWebhooks {
  readonly orders: OrderBook;
  readonly failures: ReceiverFailures;
  private readonly registrations = new Map<Merchant, Registration>();
  private registering?: Promise<void>;
  private readonly log: (message: string) => void;

  constructor(private readonly options: StoreWebhooksOptions) {
    this.orders = options.orders ?? new OrderBook();
    this.failures = options.failures ?? new ReceiverFailures();
    this.log = options.log ?? ((message) => console.warn(`[demo store] ${message}`));
  }

  receiverUrl(merchant: Merchant): string {
    return new URL(`${RECEIVER_PATH}/${merchant}`, this.options.receiverOrigin).toString();
  }

  registration(merchant: Merchant): Registration | undefined {
    return this.registrations.get(merchant);
  }

  /**
   * Registers the endpoints not registered yet. A merchant the service refused (or could not be reached for) is tried
   * again on the next call: the store calls this before each checkout, so a late service still ends up registered.
   */
  ensureRegistered(): Promise<void> {
    if (this.registrations.size === MERCHANTS.length) return Promise.resolve();
    this.registering ??= this.registerMissing().finally(() => (this.registering = undefined));
    return this.registering;
  }

  private async registerMissing(): Promise<void> {
    const missing = MERCHANTS.filter((merchant) => !this.registrations.has(merchant));
    await Promise.all(missing.map((merchant) => this.register(merchant)));
  }

  private async register(merchant: Merchant): Promise<void> {
    const url = this.receiverUrl(merchant);
    try {
      const created = await this.options
        .clientFor(merchant)
        .sandbox.createWebhookEndpoint({ url, events: [...CHARGE_EVENT_TYPES], secret: true });
      if (!created.secret) throw new Error('the service made no secret');
      this.registrations.set(merchant, { endpointId: created.id, url, secret: created.secret });
    } catch (error) {
      this.log(
        `could not register the ${merchant} webhook endpoint (${(error as Error).message}); orders wait for confirmation until it is.`,
      );
    }
  }

  /** The receiver: `POST /webhooks/pay/<merchant>`. */
  routes(): Hono {
    const routes = new Hono();
    routes.post('/:merchant', async (c) => {
      const merchant = c.req.param('merchant');
      if (!isMerchant(merchant))
        return c.json({ success: false, message: 'No such webhook endpoint.', error: 'NOT_FOUND' }, 404);
      const registration = this.registrations.get(merchant);
      // Nothing to verify with yet: 503, which the service retries.
      if (!registration)
        return c.json(
          { success: false, message: 'The store has not registered this endpoint yet.', error: 'NOT_READY' },
          503,
        );

      // The raw bytes as received (the store's body guard already capped them at 64 KB): parsing first would lose them.
      const rawBody = new Uint8Array(await c.req.arrayBuffer());
      let event: WebhookEvent;
      try {
        event = await verifyWebhook(rawBody, c.req.raw.headers, registration.secret);
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        return c.json({ success: false, message: error.message, error: 'WEBHOOK_UNVERIFIED', reason: error.code }, 400);
      }
      if (this.failures.takeFailure()) {
        return c.json(
          {
            success: false,
            message: 'The store’s receiver was told to fail (console: Webhooks).',
            error: 'FORCED_FAILURE',
          },
          500,
        );
      }
      const webhookId = c.req.header(WEBHOOK_HEADERS.id) ?? event.id;
      const outcome = isChargeEvent(event) ? this.orders.applyChargeEvent(merchant, webhookId, event) : 'ignored';
      return c.json({ success: true, message: 'Received.', data: { event_id: event.id, outcome } }, 200);
    });
    return routes;
  }
}
