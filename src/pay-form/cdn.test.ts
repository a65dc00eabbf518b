import { afterEach, describe, expect, it, vi } from 'vitest';
import { clobberDocument, stubDocumentProperty } from '../interface/browser/test-dom';

const boot = vi.hoisted(() => vi.fn());
vi.mock('../fraud/script-tag', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  bootFromScriptTag: boot,
}));
const stepsBeside = vi.hoisted(() => vi.fn(() => async () => ({})));
vi.mock('./core/on-demand', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  stepsBesideScript: stepsBeside,
}));

function runFrom(script: HTMLScriptElement | null) {
  stubDocumentProperty('currentScript', script);
  vi.resetModules();
  return import('./cdn');
}

afterEach(() => {
  delete (document as { currentScript?: unknown }).currentScript;
  delete (window as { PayCheckout?: unknown }).PayCheckout;
  document.body.replaceChildren();
  boot.mockClear();
  stepsBeside.mockClear();
  vi.restoreAllMocks();
});

describe('dist/cdn/pay-form.js entry', () => {
  it('boots the fraud script tag from its own data attributes, defines <pay-form> and fills window.PayCheckout', async () => {
    const script = document.createElement('script');
    script.dataset.publicKey = 'pk_test_demo';
    (window as { PayCheckout?: object }).PayCheckout = { session: 'kept' };

    await runFrom(script);

    expect(boot).toHaveBeenCalledWith(script);
    expect(customElements.get('pay-form')).toBeDefined();
    const global = (window as unknown as { PayCheckout: Record<string, unknown> }).PayCheckout;
    expect(global.session).toBe('kept');
    expect(global.PayForm).toBe(customElements.get('pay-form'));
    expect(typeof global.readHostedReturn).toBe('function');
    expect(typeof global.createFraudSession).toBe('function');
  });

  it('loads the Pix and boleto steps from beside its own <script src>, never inlined', async () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.example/pay-checkout/pay-form.js';
    await runFrom(script);
    expect(stepsBeside).toHaveBeenCalledWith('https://cdn.example/pay-checkout/pay-form.js');
  });

  it('leaves the fraud boot to each <pay-form public-key> when the tag has no data-public-key', async () => {
    await runFrom(document.createElement('script'));
    expect(boot).not.toHaveBeenCalled();
    expect((window as unknown as { PayCheckout: Record<string, unknown> }).PayCheckout.PayForm).toBeDefined();
  });

  it('never boots from an element named "currentScript" (DOM clobbering of an async tag): its own tag, one console line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const image = document.body.appendChild(document.createElement('img'));
    image.setAttribute('name', 'currentScript');
    Object.assign(image.dataset, { publicKey: 'pk_test_attacker', apiBase: 'https://evil.example' });
    clobberDocument('currentScript', image);
    const own = document.createElement('script');
    own.dataset.publicKey = 'pk_test_demo';

    await runFrom(own);

    expect(boot).toHaveBeenCalledOnce();
    expect(boot).toHaveBeenCalledWith(own);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/named "currentScript"/));
  });
});
