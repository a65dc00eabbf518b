/**
 * Applies a merchant's request faults to its `/v1` requests: mounted after the /v1 guard (src/sandbox/app.ts), so
 * the request is authenticated, counted by the rate limiter and carries its headers. /sandbox controls are never
 * faulted, and preflights are answered before this runs.
 */
import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { setTimeout as sleep } from 'node:timers/promises';
import { FAULT_ERROR_CODES, FAULT_RETRY_AFTER_SECONDS, type FaultStatus } from '../../interface/sandbox-faults';
import { RATE_LIMIT_HEADERS } from '../../interface/rate-limit';
import { ApiError } from '../kernel/api-error';
import type { SandboxEnv } from '../kernel/env';
import { fail } from '../kernel/http';
import { takeFault, type FaultState } from './state';

/** Said in every faulted reply, so a developer who forgot a rule sees where the failure came from. */
const FAULT_NOTE = '(a sandbox fault: PUT /sandbox/faults)';

const FAULT_MESSAGES: Readonly<Record<FaultStatus, string>> = {
  429: `Too many requests; retry after ${FAULT_RETRY_AFTER_SECONDS} s ${FAULT_NOTE}.`,
  500: `The service hit an internal error ${FAULT_NOTE}.`,
  502: `The service got no valid answer from an upstream system ${FAULT_NOTE}.`,
  503: `The service is unavailable; try again later ${FAULT_NOTE}.`,
  504: `An upstream system did not answer the service in time ${FAULT_NOTE}.`,
};

/** The failure a `status` rule answers with; nothing was handled. */
function faultError(status: FaultStatus): ApiError {
  const headers = status === 429 ? { [RATE_LIMIT_HEADERS.retryAfter]: String(FAULT_RETRY_AFTER_SECONDS) } : undefined;
  return new ApiError(FAULT_ERROR_CODES[status], FAULT_MESSAGES[status], undefined, headers);
}

/**
 * Waits on a timer (the event loop stays free for every other request). A client that goes away meanwhile ends
 * the wait early: its reply goes nowhere, and a timer per abandoned request would only hold memory.
 */
async function wait(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
  }
}

export function requestFaults(state: FaultState): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    // HEAD is answered by the GET route: a GET rule covers it.
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const rule = takeFault(state, c.get('merchant').id, method, c.req.path);
    if (!rule) return next();
    const latency = rule.latency_ms ?? 0;
    if (rule.status === null && rule.drop_connection !== true) {
      // Latency alone: the request is handled now and its answer held back, as a slow network or service would.
      await next();
      await wait(latency, c.req.raw.signal);
      return;
    }
    if (latency > 0) await wait(latency, c.req.raw.signal);
    if (rule.status !== null) throw faultError(rule.status);
    const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
    socket?.destroy();
    // In process (`app.request`) there is no connection to close: the nearest answer is the service being away.
    return fail(c, 'SERVICE_UNAVAILABLE', `The connection was closed without an answer ${FAULT_NOTE}.`);
  };
}
