import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, type PageMessageBody } from '../interface/card-fields-protocol';
import { startFrame } from './frame';

const SHOP = 'https://shop.example';
const SERVICE = 'https://api.example';
const EVIL = 'https://evil.example';
const QUERY = `?key=pk_test_demo&origin=${encodeURIComponent(SHOP)}&lang=en`;
const TOKEN = { id: 'tok_1', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2034 };
const TYPED = { number: '4111 1111 1111 1111', expiry: '12/34', cvv: '123' };

interface Posted {
  message: unknown;
  targetOrigin: string;
  transfer: Transferable[];
}

const ports: MessagePort[] = [];
const v = PROTOCOL_VERSION;

/** The frame started as the service serves it, framed by a page whose window records what the frame posts to it. */
function frame(search = QUERY) {
  const posted: Posted[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string, transfer: Transferable[] = []) =>
      posted.push({ message, targetOrigin, transfer }),
  } as unknown as Window;
  const form = startFrame({ document, location: { search, origin: SERVICE }, parent });
  const page = posted[0]?.transfer[0] as MessagePort | undefined;
  const received: { type: string; [key: string]: unknown }[] = [];
  if (page) {
    ports.push(page);
    page.onmessage = (event) => received.push(event.data);
  }
  const input = (id: string) => document.getElementById(`pc-${id}`) as HTMLInputElement;
  return { form, posted, page, received, input };
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function typeCard(input: (id: string) => HTMLInputElement) {
  type(input('number'), TYPED.number);
  type(input('expiry'), TYPED.expiry);
  type(input('cvv'), TYPED.cvv);
}

/** Lets the ports deliver what was posted, and a token request end. */
const delivered = () => new Promise((settle) => setTimeout(settle, 20));

const stubFetch = () => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: TOKEN }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the handshake', () => {
  it('posts ready to the given origin only, with one port', () => {
    const { posted } = frame();
    expect(posted).toHaveLength(1);
    expect(posted[0].message).toEqual({ v, type: 'ready' });
    expect(posted[0].targetOrigin).toBe(SHOP);
    expect(posted[0].transfer).toHaveLength(1);
  });

  it.each([
    ['no origin', '?key=pk_test_demo'],
    ['a wildcard origin', `?key=pk_test_demo&origin=*`],
    ['an address instead of an origin', `?key=pk_test_demo&origin=${encodeURIComponent(`${SHOP}/pay`)}`],
    ['no key', `?origin=${encodeURIComponent(SHOP)}`],
  ])('builds nothing and posts nothing with %s', (_name, search) => {
    const { form, posted } = frame(search);
    expect(form).toBeUndefined();
    expect(posted).toEqual([]);
  });

  it('builds nothing when opened on its own', () => {
    expect(startFrame({ document, location: { search: QUERY, origin: SERVICE }, parent: null })).toBeUndefined();
    expect(document.getElementById('pc-number')).toBeNull();
  });
});

describe('messages on its port', () => {
  it('tokenizes on the port, and keeps the card as typed once it has a token', async () => {
    const fetch = stubFetch();
    const { page, received, input } = frame();
    typeCard(input);
    page?.postMessage({ v, type: 'tokenize', id: 7, holderName: 'Ana Souza' });
    await delivered();
    expect(fetch).toHaveBeenCalledOnce();
    expect(received.find((message) => message.type === 'token')).toEqual({ v, type: 'token', id: 7, token: TOKEN });
    expect([input('number').value, input('expiry').value, input('cvv').value]).toEqual([
      TYPED.number,
      TYPED.expiry,
      TYPED.cvv,
    ]);
    expect(document.getElementById('pc-brand')?.textContent).toBe('Visa');
  });

  it('empties the CVV alone when asked (after a decline), or every field', async () => {
    const { page, input } = frame();
    typeCard(input);
    page?.postMessage({ v, type: 'clear', fields: ['cvv'] });
    await delivered();
    expect([input('number').value, input('expiry').value, input('cvv').value]).toEqual([
      TYPED.number,
      TYPED.expiry,
      '',
    ]);
    expect(document.getElementById('pc-brand')?.hidden).toBe(false);
    page?.postMessage({ v, type: 'clear' });
    await delivered();
    expect([input('number').value, input('expiry').value, input('cvv').value]).toEqual(['', '', '']);
    expect(document.getElementById('pc-brand')?.hidden).toBe(true);
  });

  it('applies a style and moves focus when the page asks on the port', async () => {
    const { page, input } = frame();
    page?.postMessage({ v, type: 'style', style: { fontSize: '20px' } });
    page?.postMessage({ v, type: 'focus', field: 'cvv' });
    await delivered();
    expect(document.documentElement.style.getPropertyValue('--pc-size')).toBe('20px');
    expect(document.activeElement).toBe(input('cvv'));
  });

  it('ignores a message of another protocol version on its port', async () => {
    const fetch = stubFetch();
    const { page, input } = frame();
    typeCard(input);
    page?.postMessage({ v: v + 1, type: 'clear' });
    page?.postMessage({ v: v + 1, type: 'tokenize', id: 1, holderName: 'Ana Souza' });
    await delivered();
    expect(input('number').value).toBe(TYPED.number);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('messages from anywhere but its port change nothing', () => {
  const COMMANDS: PageMessageBody[] = [
    { type: 'tokenize', id: 1, holderName: 'Ana Souza' },
    { type: 'style', style: { fontSize: '30px', base: { color: '#ff0000' } } },
    { type: 'clear' },
    { type: 'focus', field: 'cvv' },
  ];
  const otherWindow = { postMessage: () => undefined } as unknown as Window;

  /** What a forged message could change: a token request, the card, the look, the focus, what the page is told. */
  async function expectUntouched(
    before: { received: number },
    state: ReturnType<typeof frame>,
    fetch: ReturnType<typeof stubFetch>,
  ) {
    await delivered();
    expect(fetch).not.toHaveBeenCalled();
    expect([state.input('number').value, state.input('expiry').value, state.input('cvv').value]).toEqual([
      TYPED.number,
      TYPED.expiry,
      TYPED.cvv,
    ]);
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
    expect(document.activeElement).toBe(document.body);
    expect(state.received.slice(before.received).filter((message) => message.type !== 'state')).toEqual([]);
  }

  it.each([
    ['another origin', EVIL, () => otherWindow],
    ["the page's own origin, from another window", SHOP, () => otherWindow],
    ["the page's own origin and window, but not on the port", SHOP, () => window.parent],
    ["the service's own origin", SERVICE, () => window],
  ])('a window message from %s', async (_name, origin, source) => {
    const fetch = stubFetch();
    const state = frame();
    typeCard(state.input);
    (document.activeElement as HTMLElement | null)?.blur();
    const before = { received: state.received.length };
    for (const command of COMMANDS)
      window.dispatchEvent(new MessageEvent('message', { data: { v, ...command }, origin, source: source() }));
    await expectUntouched(before, state, fetch);
  });

  it('commands on a port of another channel, handed over by a window message', async () => {
    const fetch = stubFetch();
    const state = frame();
    typeCard(state.input);
    const before = { received: state.received.length };
    const forged = new MessageChannel();
    ports.push(forged.port1, forged.port2);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { v, type: 'ready' },
        origin: SHOP,
        source: otherWindow,
        ports: [forged.port2],
      }),
    );
    for (const command of COMMANDS) forged.port1.postMessage({ v, ...command });
    await expectUntouched(before, state, fetch);
  });
});
