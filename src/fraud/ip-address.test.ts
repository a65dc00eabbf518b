import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IP_LOOKUP, isIpAddress, lookupIp } from './ip-address';
import { hanging, reply } from './test-fetch';

describe('isIpAddress', () => {
  it.each([
    '203.0.113.7',
    '0.0.0.0',
    '255.255.255.255',
    '::1',
    '2001:db8::1',
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    '::ffff:192.0.2.1',
  ])('accepts %s', (text) => expect(isIpAddress(text)).toBe(true));

  it.each([
    '',
    'localhost',
    '1.2.3',
    '1.2.3.4.5',
    '1234.1.1.1',
    '1:2',
    '<html>',
    ' 1.2.3.4',
    'fe80::1%eth0',
    '2001:db8::1]/x',
    '{"ip":"1.2.3.4"}',
  ])('refuses %j', (text) => expect(isIpAddress(text)).toBe(false));

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1234, { ip: '1.2.3.4' }]) expect(isIpAddress(value)).toBe(false);
  });
});

describe('lookupIp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const neverCalled = vi.fn<typeof fetch>();

  it('asks the public echo service by default and reads {"ip": …}', async () => {
    const send = vi.fn<typeof fetch>(async () => reply(200, { ip: '203.0.113.7' }));
    await expect(lookupIp(undefined, undefined, send)).resolves.toBe('203.0.113.7');
    expect(send).toHaveBeenCalledWith(DEFAULT_IP_LOOKUP, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(DEFAULT_IP_LOOKUP).toBe('https://api.ipify.org?format=json');
  });

  it('reads a plain-text answer, trimmed', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('2001:db8::7\n'));
    await expect(lookupIp('https://ip.example/plain', 1500, send)).resolves.toBe('2001:db8::7');
    expect(send.mock.calls[0][0]).toBe('https://ip.example/plain');
  });

  it('takes the address from a function', async () => {
    await expect(lookupIp(async () => ' 198.51.100.4 ', 1500, neverCalled)).resolves.toBe('198.51.100.4');
    expect(neverCalled).not.toHaveBeenCalled();
  });

  it('looks nothing up when told `false`', async () => {
    await expect(lookupIp(false, 1500, neverCalled)).resolves.toBeUndefined();
    expect(neverCalled).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['an error page', async () => reply(500, '<html>Internal error</html>')],
    ['JSON without an address', async () => reply(200, { address: '203.0.113.7' })],
    ['something that is no address', async () => reply(200, { ip: 'not-an-ip' })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives no address for %s', async (_, answer) => {
    await expect(lookupIp('https://ip.example', 1500, vi.fn<typeof fetch>(answer))).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives no address when the function fails, throws or answers nothing', async () => {
    await expect(
      lookupIp(async () => Promise.reject(new Error('blocked')), 1500, neverCalled),
    ).resolves.toBeUndefined();
    await expect(
      lookupIp(
        () => {
          throw new Error('synchronous');
        },
        1500,
        neverCalled,
      ),
    ).resolves.toBeUndefined();
    await expect(lookupIp(async () => null, 1500, neverCalled)).resolves.toBeUndefined();
  });

  it('gives up after its budget and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const send = vi.fn<typeof fetch>((_, init) => ((signal = init?.signal ?? undefined), hanging(init)));
    const found = lookupIp('https://ip.example', 1500, send);
    const settled = vi.fn();
    found.then(settled);
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(undefined);
    expect(signal?.aborted).toBe(true);
  });

  it('gives up on a function that never answers', async () => {
    const found = lookupIp(() => new Promise<string>(() => {}), 300, neverCalled);
    await vi.advanceTimersByTimeAsync(300);
    await expect(found).resolves.toBeUndefined();
  });

  it('stops at once, timer cleared and request aborted, when its signal aborts (teardown)', async () => {
    const teardown = new AbortController();
    let signal: AbortSignal | undefined;
    const send = vi.fn<typeof fetch>((_, init) => ((signal = init?.signal ?? undefined), hanging(init)));
    const found = lookupIp('https://ip.example', 1500, send, teardown.signal);
    expect(vi.getTimerCount()).toBe(1);
    teardown.abort();
    await expect(found).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    expect(signal?.aborted).toBe(true);
  });
});
