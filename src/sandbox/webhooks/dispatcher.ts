/**
 * Runs the attempts of one sandbox's deliveries, off the request path: an event hands its fan-out to `defer` and
 * the dispatcher records the deliveries and sends on later turns of the event loop, at most
 * MAX_CONCURRENT_ATTEMPTS at a time and MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT of one merchant (fair-queue.ts).
 *
 * What is due is read from the deliveries themselves (`nextAttemptMs`, sandbox clock), so three things wake it:
 * a new delivery or redelivery, a move of the sandbox clock, and a timer (unref'd: it never keeps a process alive).
 */
import { setMaxListeners } from 'node:events';
import type { PostbackEndpointRecord, WebhookState } from './state';
import { FairQueue } from './fair-queue';
import { deliveryFaultsOf } from './delivery-faults';
import { nextAttemptAt } from './schedule';
import { postOnce } from './send';
import { deliveryHeaders } from './signing';
import { addAttempt, finish, type WebhookDeliveryRecord } from './store';

export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;
/** Attempts on the wire at once, and so the sandbox's open sockets to receivers (send.ts). */
export const MAX_CONCURRENT_ATTEMPTS = 12;
/**
 * One merchant's share of MAX_CONCURRENT_ATTEMPTS: a merchant whose receivers never answer waits on its own
 * slots, and the three seeded merchants each have a full share at once.
 */
export const MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT = 4;
/** Longest sleep between due checks, so a time source that jumps (an injected `now`) is noticed within a second. */
const MAX_TIMER_MS = 1000;
const HTTP_GONE = 410;

export interface WebhookDeliveryOptions {
  /** How long an attempt may take to get a status (real time). Default 10 000 ms; tests shorten it. */
  attemptTimeoutMs?: number;
}

interface Job {
  delivery: WebhookDeliveryRecord;
  kind: 'scheduled' | 'redelivery';
  /** Scheduled attempts: when it fell due (sandbox clock, epoch ms). */
  dueAtMs?: number;
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

export class WebhookDispatcher {
  private readonly queue = new FairQueue<Job>(MAX_CONCURRENT_ATTEMPTS_PER_MERCHANT);
  private running = 0;
  /** Deferred work (event fan-outs) not yet finished. */
  private deferred = 0;
  private timer: NodeJS.Timeout | null = null;
  private pumpPending = false;
  private readonly closing = new AbortController();
  private readonly idleWaiters: (() => void)[] = [];
  private readonly stopClockListener: () => void;
  readonly attemptTimeoutMs: number;

  constructor(
    private readonly state: WebhookState,
    options: WebhookDeliveryOptions = {},
  ) {
    const timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
    if (!Number.isFinite(timeout) || timeout <= 0)
      throw new RangeError('attemptTimeoutMs must be a positive number of milliseconds');
    this.attemptTimeoutMs = timeout;
    // Each attempt on the wire listens for the close, and lets go before its slot is free (send.ts): never more.
    setMaxListeners(MAX_CONCURRENT_ATTEMPTS, this.closing.signal);
    this.stopClockListener = state.clock.onAdvance(() => this.wake());
  }

  get closed(): boolean {
    return this.closing.signal.aborted;
  }

  /** Looks for due attempts on a later turn (never inside the caller's request). */
  wake(): void {
    if (this.closed || this.pumpPending) return;
    this.pumpPending = true;
    setImmediate(() => {
      this.pumpPending = false;
      this.pump();
    });
  }

  /**
   * Runs `step` on later turns of the event loop, once per turn until it returns false (no more work), so work
   * of any size made by one request (an event to many endpoints) never holds the loop or that request.
   */
  defer(step: () => boolean): void {
    if (this.closed) return;
    this.deferred += 1;
    const run = () => {
      let more = false;
      if (!this.closed) {
        try {
          more = step();
        } catch (error) {
          this.state.internalErrors += 1;
          console.error('[sandbox] webhook fan-out failed unexpectedly', error);
        }
        this.wake();
      }
      if (more) {
        setImmediate(run);
        return;
      }
      this.deferred -= 1;
      this.notifyIfIdle();
    };
    setImmediate(run);
  }

  /** Queues one extra attempt now; a redelivery already waiting to start is joined, not doubled. */
  redeliver(delivery: WebhookDeliveryRecord): void {
    if (this.closed || delivery.redeliveryQueued) return;
    delivery.redeliveryQueued = true;
    this.queue.push(delivery.merchant_id, { delivery, kind: 'redelivery' });
    this.wake();
  }

  /** Resolves once nothing is deferred, queued or on the wire. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.running === 0 && this.queue.size === 0 && !this.pumpPending && this.deferred === 0;
  }

  /** Stops the timer, drops queued attempts and cuts those on the wire. */
  async close(): Promise<void> {
    if (!this.closed) {
      this.closing.abort();
      this.stopClockListener();
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.queue.clear();
      this.pumpPending = false;
    }
    await this.idle();
  }

  private pump(): void {
    if (this.closed) return;
    const now = this.state.clock.now().getTime();
    let nearest = Number.POSITIVE_INFINITY;
    const due: { delivery: WebhookDeliveryRecord; dueAtMs: number }[] = [];
    for (const delivery of this.state.webhookDeliveries.values()) {
      if (delivery.status !== 'pending' || delivery.scheduledBusy || delivery.nextAttemptMs === null) continue;
      if (delivery.nextAttemptMs <= now) due.push({ delivery, dueAtMs: delivery.nextAttemptMs });
      else nearest = Math.min(nearest, delivery.nextAttemptMs);
    }
    // The earliest due goes first, whatever the creation order (webhook faults may reorder a batch, delivery-faults.ts).
    due.sort((a, b) => a.dueAtMs - b.dueAtMs);
    for (const { delivery, dueAtMs } of due) {
      delivery.scheduledBusy = true;
      this.queue.push(delivery.merchant_id, { delivery, kind: 'scheduled', dueAtMs });
    }
    this.startQueued();
    this.arm(nearest === Number.POSITIVE_INFINITY ? null : nearest - now);
    this.notifyIfIdle();
  }

  private arm(delayMs: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (delayMs === null || this.closed) return;
    this.timer = setTimeout(() => this.pump(), Math.min(Math.max(delayMs, 0), MAX_TIMER_MS));
    this.timer.unref();
  }

  private startQueued(): void {
    while (!this.closed && this.running < MAX_CONCURRENT_ATTEMPTS) {
      const next = this.queue.take();
      if (next === undefined) return;
      const { group, job } = next;
      this.running += 1;
      this.attempt(job)
        .catch((error: unknown) => {
          // A bug here must not become an unhandled rejection that takes the merchant's test run down.
          this.state.internalErrors += 1;
          console.error('[sandbox] webhook attempt failed unexpectedly', error);
        })
        .finally(() => {
          this.running -= 1;
          this.queue.done(group);
          this.startQueued();
          this.notifyIfIdle();
        });
    }
  }

  private notifyIfIdle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async attempt({ delivery, kind, dueAtMs }: Job): Promise<void> {
    if (kind === 'redelivery') delivery.redeliveryQueued = false;
    // Forgotten meanwhile (reset): nothing to do.
    if (this.state.webhookDeliveries.get(delivery.id) !== delivery) return;
    const endpoint = this.state.postbackEndpoints.get(delivery.endpoint_id);
    if (!endpoint || endpoint.status !== 'active') {
      if (kind === 'scheduled') {
        delivery.scheduledBusy = false;
        if (delivery.status === 'pending') finish(this.state, delivery, 'failed', this.state.clock.now().getTime());
      }
      return;
    }
    const startedAt = this.state.clock.now();
    const realSeconds = Math.floor(Date.now() / 1000);
    const headers = deliveryHeaders(delivery.event_id, delivery.body, endpoint.secret, realSeconds);
    const result = await postOnce(endpoint.url, headers, delivery.body, this.attemptTimeoutMs, this.closing.signal);
    if (this.closed) return;
    addAttempt(delivery, { at: startedAt.toISOString(), ...result });
    if (kind === 'scheduled') {
      delivery.scheduledBusy = false;
      delivery.scheduledAttempts += 1;
    }
    // A status that came with an error (the reply was still arriving at the deadline) is no success.
    const status = result.error === null ? result.status_code : null;
    this.applyOutcome(delivery, endpoint, kind, { startedAtMs: startedAt.getTime(), dueAtMs }, status);
  }

  private applyOutcome(
    delivery: WebhookDeliveryRecord,
    endpoint: PostbackEndpointRecord,
    kind: Job['kind'],
    timing: { startedAtMs: number; dueAtMs?: number },
    statusCode: number | null,
  ): void {
    if (isSuccess(statusCode)) {
      finish(this.state, delivery, 'succeeded', this.state.clock.now().getTime());
      // A duplicate asked for by the merchant's webhook faults: the same delivery, the same webhook-id, once more.
      if (kind === 'scheduled' && deliveryFaultsOf(this.state)?.duplicateAfterSuccess(delivery))
        this.redeliver(delivery);
      return;
    }
    if (statusCode === HTTP_GONE) {
      this.disable(endpoint);
      if (delivery.status !== 'succeeded') finish(this.state, delivery, 'failed', this.state.clock.now().getTime());
      return;
    }
    // A failed redelivery leaves the schedule as it was; only scheduled attempts move it on.
    if (kind !== 'scheduled' || delivery.status !== 'pending') return;
    const next = nextAttemptAt(delivery.scheduledAttempts, timing.startedAtMs, timing.dueAtMs);
    if (next === null) finish(this.state, delivery, 'failed', this.state.clock.now().getTime());
    else {
      delivery.nextAttemptMs = next;
      this.wake();
    }
  }

  /** 410 Gone: the endpoint gets nothing more, and its pending deliveries are given up. */
  private disable(endpoint: PostbackEndpointRecord): void {
    if (endpoint.status === 'disabled') return;
    endpoint.status = 'disabled';
    endpoint.updated_at = this.state.clock.now().toISOString();
    for (const delivery of this.state.webhookDeliveries.values()) {
      if (delivery.endpoint_id === endpoint.id && delivery.status === 'pending')
        finish(this.state, delivery, 'failed', this.state.clock.now().getTime());
    }
  }
}

const dispatchers = new WeakMap<WebhookState, WebhookDispatcher>();

/** The dispatcher of `state`, made on first use (with `options` only then). */
export function webhookDispatcher(state: WebhookState, options?: WebhookDeliveryOptions): WebhookDispatcher {
  let dispatcher = dispatchers.get(state);
  if (!dispatcher) {
    dispatcher = new WebhookDispatcher(state, options);
    dispatchers.set(state, dispatcher);
  }
  return dispatcher;
}

/** Teardown for `Sandbox.close()`: no timer, no attempt, nothing sent after it resolves. */
export async function closeWebhookDelivery(state: WebhookState): Promise<void> {
  await dispatchers.get(state)?.close();
}
