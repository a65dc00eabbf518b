// Fakes shared by the <pay-form> tests: a fraud session, a back end, and a mounted element.
import { vi } from 'vitest';
import type { FraudSession, FraudSessionResult } from '../../fraud/types';
import type { PayFormEvents } from '../core/events';
import type { PayForm } from './pay-form';

export interface FakeSession extends FraudSession {
  setup: ReturnType<typeof vi.fn<() => Promise<FraudSessionResult>>>;
  consume: ReturnType<typeof vi.fn<() => void>>;
}

/** Hands out `fs_1`, `fs_2`… one per consume, like the real session (a live one is returned as is). */
export function fakeSession(options: { fail?: boolean; hang?: boolean } = {}): FakeSession {
  let issued = 0;
  let live: FraudSessionResult | undefined;
  const listeners = new Set<(result: FraudSessionResult) => void>();
  return {
    publicKey: 'pk_test_demo',
    apiBase: 'http://127.0.0.1:4010',
    signal: new AbortController().signal,
    get current() {
      return live;
    },
    setup: vi.fn(async () => {
      if (options.hang) return new Promise<FraudSessionResult>(() => {});
      if (options.fail) throw new Error('The payment service could not be reached');
      if (!live) {
        live = { sessionId: `fs_${++issued}`, expiresAt: new Date(Date.now() + 30 * 60_000) };
        const fresh = live;
        listeners.forEach((listener) => listener(fresh));
      }
      return live;
    }),
    consume: vi.fn(() => {
      live = undefined;
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    teardown() {},
  };
}

/** A Response without streams, so fake timers do not stall body reading. */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    text: async () => text,
  } as Response;
}

export type FetchCall = { url: string; body: Record<string, unknown>; headers: Record<string, string> };

/** Stubs `fetch` with the given replies in order (a function reply may throw or hang). */
export function fakeBackEnd(...replies: (Response | ((init: RequestInit) => Promise<Response>))[]) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(init.body as string), headers: init.headers as Record<string, string> });
    const next = replies.shift();
    if (!next) throw new Error('unexpected request');
    return typeof next === 'function' ? next(init) : next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export type Handler = Response | ((url: string, init: RequestInit) => Response | Promise<Response>);
export interface RoutedCall {
  method: string;
  url: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The page's fetch: POSTs (the card token, `action`) and status GETs answered from their own lists, in order. */
export function routedBackEnd(posts: Handler[], statuses: Handler[] = []) {
  const calls: RoutedCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url: String(url),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: init.headers as Record<string, string>,
    });
    const next = (method === 'GET' ? statuses : posts).shift();
    if (!next) throw new Error(`unexpected ${method} ${url}`);
    return typeof next === 'function' ? next(String(url), init) : next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, gets: () => calls.filter((call) => call.method === 'GET') };
}

export const CHECKOUT_FORM = `
  <form action="/api/checkout">
    <input name="customer.name" value="Ana Souza">
    <input name="customer.email" value="ana@example.com">
    <input type="number" name="amount" value="1990">
    <input name="items.0.name" value="Book">
    <input type="hidden" name="items.0.quantity" data-type="integer" value="1">
    <input type="checkbox" name="items.0.tangible" checked>
    <button type="submit">Pay</button>
  </form>`;

/** Mounts `<pay-form>` with a fake session (unless `session: null`) and waits for its first render. */
export async function mountPayForm(
  attributes: Record<string, string> = {},
  { markup = CHECKOUT_FORM, session = fakeSession() as FraudSession | null, parent = document.body } = {},
) {
  const element = document.createElement('pay-form') as PayForm;
  if (session) element.session = session;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = markup;
  parent.append(element);
  await element.updateComplete;
  const form = element.querySelector('form') as HTMLFormElement;
  const button = form.querySelector('button') as HTMLButtonElement;
  const status = element.shadowRoot?.querySelector('[part="status"]') as HTMLElement;
  return { element, form, button, status, session: session as FakeSession };
}

/** Lets the promise chain of a submission run (microtasks only: fake timers stay where they are). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 30; i++) await Promise.resolve();
}

/** A back end's reply to a card charge, passing on the service's charge in `data`. */
export const chargeReply = (status: string) => ({
  success: true,
  message: 'Charge created',
  data: { id: 'ch_1', status },
});

/** A card charge the reply says is paid: the attempt ends in `pay-success` at once. */
export const SUCCESS = chargeReply('captured');

/** Every event of the element, by name: a Record over `PayFormEvents`, so the compiler fails here when it gains or loses one. */
const EVENTS: Record<keyof PayFormEvents, true> = {
  'pay-session': true,
  'pay-submit': true,
  'pay-success': true,
  'pay-pending': true,
  'pay-redirect': true,
  'pay-error': true,
  'pay-card-brand': true,
  'pay-token': true,
  'pay-field-error': true,
  'pay-pix': true,
  'pay-boleto': true,
  'pay-status': true,
  'pay-saved-card': true,
};
export const PAY_FORM_EVENT_NAMES = Object.keys(EVENTS) as (keyof PayFormEvents)[];

/** Records the events a `<pay-form>` fires (all of them). */
export function recordEvents(element: HTMLElement) {
  const events: CustomEvent[] = [];
  for (const type of PAY_FORM_EVENT_NAMES) {
    element.addEventListener(type, (event) => events.push(event as CustomEvent));
  }
  return { events, of: (type: string) => events.filter((event) => event.type === type) };
}
