import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeBackEnd, flush } from './test-fakes';

// A page may allow no Trusted Types policy at all (`trusted-types 'none'`): the element must never create one, neither
// when its module loads nor when it shows a message.
describe('<pay-form> and Trusted Types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('creates no policy, and shows a message holding HTML as text', async () => {
    const createPolicy = vi.fn((name: string, rules: object) => ({ name, ...rules }));
    vi.stubGlobal('trustedTypes', { createPolicy, isHTML: () => false, emptyHTML: '' });
    vi.resetModules();
    const { PayForm } = await import('./pay-form');
    if (!customElements.get('pay-form')) customElements.define('pay-form', PayForm);
    const { mountPayForm } = await import('./test-fakes');
    fakeBackEnd(answer(422, { success: false, error: 'PAYMENT_REFUSED', message: '<img src=x onerror=alert(1)>' }));
    const { form, status } = await mountPayForm({ 'card-flow': 'hosted' });

    form.requestSubmit();
    await flush();

    expect(status.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(status.children).toHaveLength(0);
    expect(createPolicy).not.toHaveBeenCalled();
  });
});
