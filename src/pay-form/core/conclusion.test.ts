import { describe, expect, it, vi } from 'vitest';
import { type Conclusion, conclude, type ConclusionParts } from './conclusion';
import { SubmissionState } from './state-machine';
import { StatusView } from './status';

/** The conclusion's parts around a real state machine and status view, on a host holding a form. */
function partsFor() {
  const form = document.createElement('form');
  form.innerHTML = '<input name="customer.email">';
  const host = Object.assign(document.createElement('div'), { locale: 'en', messages: {}, form });
  document.body.append(host);
  host.append(form);
  const machine = new SubmissionState(() => undefined);
  machine.enter('submit');
  const view = new StatusView(host);
  host.append(view.region);
  const events: CustomEvent[] = [];
  for (const type of ['pay-success', 'pay-pending', 'pay-error', 'pay-field-error', 'pay-redirect', 'pay-pix'])
    host.addEventListener(type, (event) => events.push(event as CustomEvent));
  const parts = {
    host,
    machine,
    view,
    countdown: { start: vi.fn() },
    redirect: { leave: vi.fn() },
    card: { declined: vi.fn() },
  } satisfies ConclusionParts;
  const end = (conclusion: Conclusion) => conclude(parts, conclusion);
  return { parts, end, events, form };
}

describe('conclude', () => {
  it('paid: succeeded, pay-success with the reply', () => {
    const { parts, end, events } = partsFor();
    end({ kind: 'paid', reply: { id: 'ch_1' } });
    expect(parts.machine.current).toBe('succeeded');
    expect(events.map((event) => [event.type, event.detail])).toEqual([['pay-success', { id: 'ch_1' }]]);
  });

  it('pending: told once, however many reads still cannot tell', () => {
    const { parts, end, events } = partsFor();
    const pending: Conclusion = {
      kind: 'pending',
      reply: {},
      reason: 'STATUS_UNREADABLE',
    };
    end(pending);
    end(pending);
    expect(parts.machine.current).toBe('pending');
    expect(events.map((event) => event.type)).toEqual(['pay-pending']);
  });

  it('a declined card: the card entry is told (its security code emptied), then pay-error', () => {
    const { parts, end, events } = partsFor();
    end({ kind: 'failed', code: 'CARD_DECLINED', message: 'Declined.', declined: true });
    expect(parts.card.declined).toHaveBeenCalledOnce();
    expect(parts.machine.current).toBe('failed');
    expect(events[0]?.detail).toEqual({ status: 0, code: 'CARD_DECLINED', message: 'Declined.' });
  });

  it('another failure leaves the card entry as it is (the charge may have been made)', () => {
    const { parts, end, events } = partsFor();
    end({ kind: 'failed', status: 503, code: 'ERROR' });
    expect(parts.card.declined).not.toHaveBeenCalled();
    expect(events[0]?.detail).toMatchObject({ status: 503, code: 'ERROR' });
  });

  it('refused on fields: the problem next to its input, focused, pay-field-error then pay-error', () => {
    const { parts, end, events, form } = partsFor();
    end({
      kind: 'refused',
      status: 422,
      code: 'VALIDATION_ERROR',
      source: 'action',
      problems: [{ field: 'customer.email', message: 'Use a valid e-mail address.' }],
    });
    const input = form.querySelector('input');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(events.map((event) => event.type)).toEqual(['pay-field-error', 'pay-error']);
    expect(parts.machine.current).toBe('failed');
  });

  it('a rate limit with its automatic retry is said but is no pay-error; without one it is', () => {
    const retrying = partsFor();
    const retry = () => undefined;
    retrying.end({ kind: 'rate-limited', seconds: 5, retry });
    expect(retrying.parts.countdown.start).toHaveBeenCalledWith(5, retry);
    expect(retrying.events).toEqual([]);
    const final = partsFor();
    final.end({ kind: 'rate-limited', seconds: 60 });
    expect(final.parts.machine.current).toBe('rate-limited');
    expect(final.events[0]?.detail).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
  });

  it('a redirect leaves unless pay-redirect is canceled, which cancels the attempt', () => {
    const leaving = partsFor();
    leaving.end({ kind: 'redirect', url: 'https://pay.example/h/1' });
    expect(leaving.parts.redirect.leave).toHaveBeenCalledWith('https://pay.example/h/1');
    expect(leaving.parts.machine.current).toBe('redirecting');
    const staying = partsFor();
    staying.parts.host.addEventListener('pay-redirect', (event) => event.preventDefault());
    staying.end({ kind: 'redirect', url: 'https://pay.example/h/1' });
    expect(staying.parts.redirect.leave).not.toHaveBeenCalled();
    expect(staying.parts.machine.current).toBe('idle');
  });

  it('a step: awaiting the payment, the step told to the page', () => {
    const { parts, end, events } = partsFor();
    end({ kind: 'step', event: 'pay-pix', detail: { chargeId: 'ch_1', qrCode: '000201', expiresAt: '' } });
    expect(parts.machine.current).toBe('awaiting-payment');
    expect(events.map((event) => event.type)).toEqual(['pay-pix']);
  });
});
