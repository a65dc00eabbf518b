import jsQR from 'jsqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft, renderPixStep } from './pix-step';

// A BR Code as the sandbox builds it (src/sandbox/br-code/br-code.ts).
const QR_CODE =
  '00020101021226580014br.gov.bcb.pix013600000000-0000-4000-8000-000000000000520400005303986' +
  '54041.005802BR5909LOJA ACAO6008BRASILIA62070503TX163045E69';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const options = {
  qrCode: QR_CODE,
  timeLeftMs: 90_000,
  readAt: performance.now(),
  amountInCents: 12_345,
  locale: 'en' as const,
};

const part = (root: Element, name: string) => root.querySelector(`[part~="${name}"]`) as HTMLElement;

/** Reads the drawn QR back with jsQR: the path's runs painted onto an RGBA bitmap, 4 px a module. */
function decodeQr(svg: Element): string | undefined {
  const [minX, minY, side] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const scale = 4;
  const size = side * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let py = (Number(y) - minY) * scale; py < (Number(y) - minY + 1) * scale; py++) {
      for (let px = (Number(x) - minX) * scale; px < (Number(x) - minX + Number(width)) * scale; px++) {
        pixels.fill(0, (py * size + px) * 4, (py * size + px) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, size, size)?.data;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  options.readAt = performance.now();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('Pix step', () => {
  it('draws a QR code that reads back as the BR Code, as an image named for screen readers', () => {
    const { element, destroy } = renderPixStep(document, options);
    const qr = part(element, 'pix-qr');
    expect(qr.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(qr.getAttribute('role')).toBe('img');
    expect(qr.getAttribute('aria-label')).toBe('Pix QR code');
    expect(decodeQr(qr)).toBe(QR_CODE);
    destroy();
  });

  it('shows the amount, the code, the time left and three steps, in English and Portuguese', () => {
    const en = renderPixStep(document, options);
    expect(part(en.element, 'pix-amount').textContent).toBe('Amount: R$\u00a0123,45');
    expect((part(en.element, 'pix-code') as HTMLInputElement).value).toBe(QR_CODE);
    expect(part(en.element, 'pix-timer').textContent).toBe('Time left: 01:30');
    expect(en.element.querySelectorAll('[part~="pix-how-to"] li')).toHaveLength(3);
    const pt = renderPixStep(document, { ...options, locale: 'pt-BR' });
    expect(part(pt.element, 'pix-qr').getAttribute('aria-label')).toBe('QR code Pix');
    expect(part(pt.element, 'pix-amount').textContent).toBe('Valor: R$\u00a0123,45');
    expect(part(pt.element, 'copy-button').textContent).toBe('Copiar código');
    expect(part(pt.element, 'pix-timer').textContent).toBe('Tempo restante: 01:30');
    en.destroy();
    pt.destroy();
  });

  it('labels the code field and keeps the step free of markup it did not create', () => {
    const { element, destroy } = renderPixStep(document, {
      ...options,
      qrCode: `${QR_CODE}<img src=x onerror=alert(1)>`,
    });
    const field = part(element, 'pix-code');
    expect(element.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Pix code (copy and paste)');
    expect(element.querySelector('img')).toBeNull();
    destroy();
  });

  it('copies the code with the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { element, destroy } = renderPixStep(document, options);
    document.body.append(element);
    part(element, 'copy-button').click();
    await vi.runOnlyPendingTimersAsync();
    expect(writeText).toHaveBeenCalledWith(QR_CODE);
    expect(part(element, 'copy-status').textContent).toBe('Code copied');
    expect(part(element, 'copy-status').getAttribute('role')).toBe('status');
    destroy();
  });

  it('falls back to selecting the field and the copy command; asks the buyer to copy when that fails too', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    // happy-dom has no execCommand; browsers still do.
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    const { element, destroy } = renderPixStep(document, { ...options, locale: 'pt-BR' });
    document.body.append(element);
    part(element, 'copy-button').click();
    await vi.runOnlyPendingTimersAsync();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(part(element, 'copy-status').textContent).toBe('Código copiado');

    execCommand.mockReturnValue(false);
    part(element, 'copy-button').click();
    await vi.runOnlyPendingTimersAsync();
    expect(part(element, 'copy-status').textContent).toBe('Selecione o código e copie.');
    expect(document.activeElement).toBe(part(element, 'pix-code'));
    destroy();
  });

  it('counts down each second and says when the code has expired, once', () => {
    const onExpire = vi.fn();
    const { element, destroy } = renderPixStep(document, { ...options, onExpire });
    vi.advanceTimersByTime(1000);
    expect(part(element, 'pix-timer').textContent).toBe('Time left: 01:29');
    vi.advanceTimersByTime(89_000);
    expect(part(element, 'pix-timer').textContent).toBe('This Pix code has expired.');
    vi.advanceTimersByTime(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    destroy();
  });

  it('stops its clock on destroy', () => {
    const { element, destroy } = renderPixStep(document, options);
    destroy();
    vi.advanceTimersByTime(10_000);
    expect(part(element, 'pix-timer').textContent).toBe('Time left: 01:30');
  });

  it.each([
    ['5 minutes ahead', 5 * 60_000],
    ['36 minutes behind', -36 * 60_000],
    ['2 hours ahead', 2 * 3_600_000],
  ])(
    'counts the service’s time, not the device’s: a device clock %s shows 30:00 for a 30-minute code',
    async (_, skewMs) => {
      const { stepReplyOf } = await import('./step-reply');
      const { renderStep } = await import('./step-views');
      const reply = {
        data: {
          id: 'ch_1',
          created_at: '2026-11-25T12:00:00Z',
          payment_fields: { pix: { qr_code: QR_CODE, expires_at: '2026-11-25T12:30:00Z' } },
        },
      };
      vi.setSystemTime(NOW + skewMs);
      for (const replyDate of [null, 'Wed, 25 Nov 2026 12:00:00 GMT']) {
        const step = stepReplyOf(reply, replyDate);
        if (step === 'unreadable' || step?.method !== 'pix') throw new Error('no pix step');
        const { element, destroy } = renderStep(document, step, 'en');
        expect(part(element, 'pix-timer').textContent).toBe('Time left: 30:00');
        vi.advanceTimersByTime(61_000);
        expect(part(element, 'pix-timer').textContent).toBe('Time left: 28:59');
        destroy();
      }
    },
  );

  it('never shows more than the code’s lifetime, and less for a code answered again later', async () => {
    const { pixTimeLeftMs } = await import('./pix-step');
    const created = '2026-11-25T12:00:00Z';
    const expires = '2026-11-25T12:30:00Z';
    // The reply's Date ten minutes after the charge was made (a pending charge answered again).
    expect(pixTimeLeftMs(expires, created, 'Wed, 25 Nov 2026 12:10:00 GMT')).toBe(20 * 60_000);
    // A reply's Date from a clock far behind: still never more than the 30-minute lifetime.
    expect(pixTimeLeftMs(expires, created, 'Wed, 25 Nov 2026 10:00:00 GMT')).toBe(30 * 60_000);
    // No service time at all, a device two days behind: at most the longest Pix lifetime (a day).
    vi.setSystemTime(Date.parse('2026-11-23T12:00:00Z'));
    expect(pixTimeLeftMs(expires, undefined, null)).toBe(24 * 3_600_000);
    expect(pixTimeLeftMs('soon', created, null)).toBeUndefined();
  });

  it('formats the time left as mm:ss, and h:mm:ss from an hour', () => {
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(59_001)).toBe('01:00');
    expect(formatTimeLeft(30 * 60_000)).toBe('30:00');
    expect(formatTimeLeft(24 * 3_600_000)).toBe('24:00:00');
  });
});
