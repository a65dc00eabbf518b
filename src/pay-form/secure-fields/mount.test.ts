import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSecureFields, type SecureFieldsController } from './mount';

const API = 'http://127.0.0.1:4010';
const token = { id: 'tok_1', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2034 };

let container: HTMLElement;
let controller: SecureFieldsController;
/** Stands for the frame's window: happy-dom loads no cross-origin page. */
let frameWindow: object;

function mount(options: Partial<Parameters<typeof mountSecureFields>[1]> = {}) {
  controller = mountSecureFields(container, {
    apiBase: `${API}/v1/`,
    publicKey: 'pk_test_demo',
    locale: 'pt-BR',
    ...options,
  });
  frameWindow = {};
  Object.defineProperty(controller.iframe, 'contentWindow', { get: () => frameWindow });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  mount();
});

afterEach(() => {
  controller.destroy();
  container.remove();
  vi.restoreAllMocks();
});

/** The frame's side of a channel, after a `ready` from `origin` and `source`. */
function handshake(origin = API, source: unknown = frameWindow) {
  const channel = new MessageChannel();
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      source: source as Window,
      data: { v: 1, type: 'ready' },
      ports: [channel.port2],
    }),
  );
  return channel.port1;
}

const nextMessage = (port: MessagePort) =>
  new Promise<Record<string, unknown>>((resolve) => {
    port.onmessage = (event) => resolve(event.data);
  });

describe('mountSecureFields', () => {
  it('frames the service’s fields for this page’s origin, titled in the locale', () => {
    const url = new URL(controller.iframe.src);
    expect(url.origin + url.pathname).toBe(`${API}/elements/card-fields`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'pk_test_demo',
      origin: location.origin,
      lang: 'pt-BR',
    });
    expect(controller.iframe.title).toBe('Campos seguros do cartão');
    expect(controller.iframe.getAttribute('allow')).toBeNull();
  });

  it('ignores a ready from another origin or another window', async () => {
    const onReady = vi.fn();
    controller.addEventListener('ready', onReady);
    handshake('https://evil.example');
    handshake(API, window);
    handshake(API, null);
    handshake(API, {});
    expect(onReady).not.toHaveBeenCalled();
    expect(await controller.tokenize('Ana')).toEqual({ kind: 'failed', code: 'not_ready' });
  });

  it('tokenizes over the port and follows the frame’s state and height', async () => {
    const port = handshake();
    await controller.ready;
    const changes: unknown[] = [];
    controller.addEventListener('change', (event) => changes.push((event as CustomEvent).detail));
    const state = { brand: 'visa', complete: true, empty: false, errors: {}, focused: 'cvv' };
    port.postMessage({ v: 1, type: 'state', state });
    port.postMessage({ v: 1, type: 'resize', height: 123 });
    const pending = controller.tokenize('Ana Souza');
    const request = await nextMessage(port);
    expect(request).toEqual({ v: 1, type: 'tokenize', id: expect.any(Number), holderName: 'Ana Souza' });
    // An answer to another request, and a malformed one, are not this request's answer.
    port.postMessage({ v: 1, type: 'token', id: 999, token });
    port.postMessage({ v: 1, type: 'token', id: request.id, token: { ...token, last4: 'abcd' } });
    port.postMessage({ v: 1, type: 'token', id: request.id, token });
    expect(await pending).toEqual({ kind: 'token', token });
    expect(changes).toEqual([state]);
    expect(controller.state).toEqual(state);
    expect(controller.iframe.style.height).toBe('123px');
  });

  it('sends its style as data once the frame is ready (the frame checks it)', async () => {
    controller.destroy();
    mount({ style: { fontSize: '16px', base: { color: '#333' } } });
    const port = handshake();
    expect(await nextMessage(port)).toEqual({
      v: 1,
      type: 'style',
      style: { fontSize: '16px', base: { color: '#333' } },
    });
  });

  it('tells the frame which saved card the buyer chose, and tells a reloaded frame again', async () => {
    const card = { id: 'card_1a2b3c', brand: 'amex', last4: '0005' } as const;
    const port = handshake();
    await controller.ready;
    controller.useSavedCard(card, 'cst_abc');
    expect(await nextMessage(port)).toEqual({ v: 1, type: 'saved-card', card, session: 'cst_abc' });
    const reloaded = handshake();
    expect(await nextMessage(reloaded)).toEqual({ v: 1, type: 'saved-card', card, session: 'cst_abc' });
    controller.useSavedCard(null);
    expect(await nextMessage(reloaded)).toEqual({ v: 1, type: 'saved-card', card: null });
  });

  it('answers a pending tokenize with not_ready when destroyed', async () => {
    handshake();
    await controller.ready;
    const pending = controller.tokenize('Ana');
    controller.destroy();
    expect(await pending).toEqual({ kind: 'failed', code: 'not_ready' });
    expect(container.querySelector('iframe')).toBeNull();
  });
});
