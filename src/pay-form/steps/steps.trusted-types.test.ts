import { afterEach, describe, expect, it, vi } from 'vitest';

// A page may allow no Trusted Types policy at all (`trusted-types 'none'`): the steps must create none and write no
// HTML, neither when their modules load nor when they render.
describe('payment steps and Trusted Types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('create no policy and set no HTML, however hostile the codes', async () => {
    const createPolicy = vi.fn();
    vi.stubGlobal('trustedTypes', { createPolicy, isHTML: () => false, emptyHTML: '' });
    const innerHtml = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const insertAdjacent = vi.spyOn(Element.prototype, 'insertAdjacentHTML');
    vi.resetModules();
    const { renderPixStep } = await import('./pix-step');
    const { renderBoletoStep } = await import('./boleto-step');
    const { renderPaid, renderStartAgain } = await import('./step-views');
    const hostile = '<img src=x onerror=alert(1)>';
    const pix = renderPixStep(document, { qrCode: hostile, readAt: 0, amountInCents: 100, locale: 'en' });
    const boleto = renderBoletoStep(document, {
      digitableLine: hostile,
      dueDate: hostile,
      url: 'javascript:alert(1)',
      amountInCents: 100,
      locale: 'en',
    });
    document.body.append(
      pix.element,
      boleto.element,
      renderPaid(document, 'en').element,
      renderStartAgain(document, 'pt-BR', () => {}).element,
    );
    pix.destroy();

    expect(createPolicy).not.toHaveBeenCalled();
    expect(innerHtml).not.toHaveBeenCalled();
    expect(insertAdjacent).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
    expect(boleto.element.querySelector('a')).toBeNull();
  });
});
