import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollChargeStatus, statusRequestUrl, StatusPollerError } from './status-poller';

const ORIGIN = window.location.origin;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let hidden = false;

function start(answers: Array<() => Response | Promise<Response>>) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const next = answers.shift() ?? (() => json({ status: 'pending' }));
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    return next();
  });
  const onOutcome = vi.fn();
  const stop = pollChargeStatus({
    statusUrl: '/api/charge-status',
    chargeId: 'ch_1',
    document,
    onOutcome,
    fetch: fetch as unknown as typeof globalThis.fetch,
    random: () => 0.5,
  });
  return { fetch, onOutcome, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'hidden');
});

describe('status poller', () => {
  it('asks the status URL with the charge id, on the page’s origin or another (CORS), and refuses other schemes', () => {
    expect(statusRequestUrl('/api/charge-status?x=1', 'ch_1', document)).toBe(
      `${ORIGIN}/api/charge-status?x=1&charge_id=ch_1`,
    );
    expect(statusRequestUrl('https://api.shop.example/status', 'ch_1', document)).toBe(
      'https://api.shop.example/status?charge_id=ch_1',
    );
    for (const scheme of [
      'javascript:alert(1)',
      'data:application/json,{}',
      'blob:https://shop.example/1',
      'ftp://x/s',
    ])
      expect(() => statusRequestUrl(scheme, 'ch_1', document)).toThrow(
        expect.objectContaining({ code: 'STATUS_URL_NOT_ALLOWED' }),
      );
    expect(() =>
      pollChargeStatus({ statusUrl: 'javascript:void 0', chargeId: 'ch_1', document, onOutcome: vi.fn() }),
    ).toThrow(StatusPollerError);
  });

  it('asks every 2 s while the page is visible and the reads go well, however long the buyer takes', async () => {
    const { fetch, onOutcome } = start([]);
    for (let read = 1; read <= 60; read++) {
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetch).toHaveBeenCalledTimes(read - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(read);
    }
    expect(fetch.mock.calls[0][0]).toBe(`${ORIGIN}/api/charge-status?charge_id=ch_1`);
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it.each([0, 20, 45, 90, 600])(
    'a payment made %i s after the step appears is seen within 3 s, even with the longest jitter',
    async (paidAfterSeconds) => {
      let paid = false;
      const fetch = vi.fn(async () => json({ status: paid ? 'captured' : 'pending' }));
      const onOutcome = vi.fn();
      pollChargeStatus({
        statusUrl: '/s',
        chargeId: 'c',
        document,
        onOutcome,
        fetch: fetch as unknown as typeof globalThis.fetch,
        random: () => 0.999,
      });
      await vi.advanceTimersByTimeAsync(paidAfterSeconds * 1000);
      paid = true;
      await vi.advanceTimersByTimeAsync(2999);
      expect(onOutcome).toHaveBeenCalledWith('captured');
    },
  );

  it('backs off only while reads fail (2, 4, 8, 15, 15 s), and asks every 2 s again after a good read', async () => {
    const fail = () => json({ success: false }, 502);
    const { fetch } = start([
      fail,
      () => Promise.reject(new TypeError('offline')),
      () => new Response('<html>', { status: 200 }),
      fail,
      fail,
    ]);
    const gaps = [2000, 2000, 4000, 8000, 15_000, 15_000, 2000, 2000];
    for (const gap of gaps) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      const before = fetch.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch.mock.calls.length).toBe(before + 1);
    }
  });

  it('reads data.status too, reports the outcome once and asks no more', async () => {
    const { fetch, onOutcome } = start([
      () => json({ success: true, data: { status: 'pending' } }),
      () => json({ success: true, data: { status: 'captured' } }),
    ]);
    await vi.advanceTimersByTimeAsync(2000 + 2000);
    expect(onOutcome).toHaveBeenCalledWith('captured');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('reads the charge under data before an envelope’s own status, as any reply’s charge is read', async () => {
    const { onOutcome } = start([() => json({ status: 'ok', data: { status: 'captured' } })]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(onOutcome).toHaveBeenCalledWith('captured');
  });

  it('says each status it reads, with its reply, final ones included', async () => {
    const onStatus = vi.fn();
    const answers = [() => json({ status: 'pending' }), () => json({ success: true, data: { status: 'captured' } })];
    const fetch = vi.fn(async () => (answers.shift() ?? (() => json({ status: 'pending' })))());
    const onOutcome = vi.fn();
    pollChargeStatus({
      statusUrl: '/s',
      chargeId: 'c',
      document,
      onOutcome,
      onStatus,
      fetch: fetch as unknown as typeof globalThis.fetch,
      random: () => 0.5,
    });
    await vi.advanceTimersByTimeAsync(2000 + 2000);
    expect(onStatus.mock.calls).toEqual([
      ['pending', { status: 'pending' }],
      ['captured', { success: true, data: { status: 'captured' } }],
    ]);
    expect(onOutcome).toHaveBeenCalledWith('captured');
  });

  it('stops on expired and failed', async () => {
    for (const status of ['expired', 'failed']) {
      const { onOutcome } = start([() => json({ status })]);
      await vi.advanceTimersByTimeAsync(2000);
      expect(onOutcome).toHaveBeenCalledWith(status);
    }
  });

  it('waits what a 429 asks, and keeps going, backing off, through errors and non-JSON answers', async () => {
    const { fetch, onOutcome } = start([
      () => json({ success: false }, 429, { 'Retry-After': '30' }),
      () => new Response('<html>', { status: 200 }),
      () => Promise.reject(new TypeError('offline')),
      () => json({ status: 'captured' }),
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000 + 8000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(onOutcome).toHaveBeenCalledWith('captured');
  });

  it('reads a Retry-After given as an HTTP date, and waits no longer than 2 minutes for one further off', async () => {
    vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
    // Read at 12:00:02: a minute after that read, then an hour after the next one.
    const { fetch } = start([
      () => json({}, 429, { 'Retry-After': 'Fri, 15 May 2026 12:01:02 GMT' }),
      () => json({}, 429, { 'Retry-After': 'Fri, 15 May 2026 13:01:02 GMT' }),
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('jitters each wait by up to 10 %, never below a Retry-After', async () => {
    const fetch = vi.fn(async () => json({ status: 'pending' }));
    pollChargeStatus({
      statusUrl: '/s',
      chargeId: 'c',
      document,
      onOutcome: vi.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(1799);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockImplementationOnce(async () => json({}, 429, { 'Retry-After': '10' }));
    await vi.advanceTimersByTimeAsync(1800);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not ask while the page is hidden, asks at once when it is shown again, then every 2 s', async () => {
    const { fetch } = start([]);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).not.toHaveBeenCalled();
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000 * 5);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('aborts the request in flight and asks no more once stopped', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const stop = pollChargeStatus({
      statusUrl: '/s',
      chargeId: 'c',
      document,
      onOutcome: vi.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
      random: () => 0.5,
    });
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
