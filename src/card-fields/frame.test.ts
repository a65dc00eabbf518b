import { afterEach, describe, expect, it } from 'vitest';
import type { PageMessageBody } from '../interface/card-fields-protocol';
import { startFrame } from './frame';
import {
  cleanUp,
  delivered,
  EVIL,
  frame,
  ports,
  QUERY,
  SERVICE,
  SHOP,
  stubFetch,
  TOKEN,
  TYPED,
  typeCard,
  v,
} from './test-frame';

afterEach(cleanUp);

describe('the handshake', () => {
  it('posts ready to the given origin only, with one port', () => {
    const { posted } = frame();
    expect(posted).toHaveLength(1);
    expect(posted[0].message).toEqual({ v, type: 'ready' });
    expect(posted[0].targetOrigin).toBe(SHOP);
    expect(posted[0].transfer).toHaveLength(1);
  });

  it('reports its height on the port at once, not only when its observer fires', async () => {
    const { received } = frame();
    await delivered();
    expect(received.find((message) => message.type === 'resize')).toEqual({
      v,
      type: 'resize',
      height: expect.any(Number),
    });
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
    { type: 'saved-card', card: { id: 'card_1a2b3c', brand: 'visa', last4: '4242' }, session: 'cst_abc' },
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
    await delivered(); // the frame's own first reports (its state, its height)
    const before = { received: state.received.length };
    for (const command of COMMANDS)
      window.dispatchEvent(new MessageEvent('message', { data: { v, ...command }, origin, source: source() }));
    await expectUntouched(before, state, fetch);
  });

  it('commands on a port of another channel, handed over by a window message', async () => {
    const fetch = stubFetch();
    const state = frame();
    typeCard(state.input);
    await delivered(); // the frame's own first reports (its state, its height)
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
