import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app';
import { createSandboxState } from '../state';
import { addResponseObserver } from './response-hook';
import type { ObservedResponse } from './response-check';

describe('the test-time response hook', () => {
  let remove: (() => void) | undefined;
  afterEach(() => remove?.());

  it('shows each reply to the observers and passes it on unchanged, headers set late included', async () => {
    const seen: ObservedResponse[] = [];
    remove = addResponseObserver((observed) => seen.push(observed));
    const state = createSandboxState();
    state.clock.advance(86_400);
    const app = createSandboxApp(state);

    const response = await app.request('/sandbox/clock', { method: 'POST' });

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(Date.parse(response.headers.get('date') ?? '')).toBe(Math.floor(state.clock.now().getTime() / 1000) * 1000);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://localhost/sandbox/clock', status: 401, text: JSON.stringify(body) });
    expect(seen[0].headers.get('www-authenticate')).toBe(response.headers.get('www-authenticate'));
  });
});
