import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FraudSession } from '../../fraud/types';
import { fakeSession, mountPayForm, flush } from './test-fakes';

const shared = vi.hoisted(() => ({ session: undefined as FraudSession | undefined }));
vi.mock('../../fraud/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createFraudSession: vi.fn(() => shared.session),
}));

const { createFraudSession } = await import('../../fraud/session');
await import('../index');

afterEach(() => {
  document.body.replaceChildren();
  delete (globalThis as { PayCheckout?: unknown }).PayCheckout;
  vi.clearAllMocks();
});

describe('<pay-form> and the page fraud session', () => {
  it('creates (or joins) the session of its public-key and api-base, and sets it up at once', async () => {
    const session = fakeSession();
    shared.session = session;
    await mountPayForm({ 'public-key': 'pk_test_demo', 'api-base': 'https://api.example.com' }, { session: null });
    await mountPayForm({ 'public-key': 'pk_test_demo', 'api-base': 'https://api.example.com' }, { session: null });
    await flush();

    expect(createFraudSession).toHaveBeenCalledWith('pk_test_demo', { apiBase: 'https://api.example.com' });
    expect(session.setup).toHaveBeenCalled();
    // Both forms show the one shared id.
    const ids = [...document.querySelectorAll<HTMLInputElement>('input[name="fraud_session_id"]')].map(
      (input) => input.value,
    );
    expect(ids).toEqual(['fs_1', 'fs_1']);
  });

  it('uses the script tag session when it has no public-key', async () => {
    const session = fakeSession();
    (globalThis as { PayCheckout?: unknown }).PayCheckout = { session };
    const { form } = await mountPayForm({}, { session: null });
    await flush();
    expect(createFraudSession).not.toHaveBeenCalled();
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_1');
  });

  it('stops listening to the shared session when removed', async () => {
    const session = fakeSession();
    const { element, form } = await mountPayForm({}, { session });
    await flush();
    element.remove();
    session.consume();
    await session.setup();
    expect(form.querySelector<HTMLInputElement>('input[name="fraud_session_id"]')?.value).toBe('fs_1');
  });
});
