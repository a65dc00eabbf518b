import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { createSandboxState } from './state';
import type { ObservedResponse } from './response-observer';

describe('the response observer option', () => {
  it('shows each reply to the observer and passes it on unchanged, headers set late included', async () => {
    const seen: ObservedResponse[] = [];
    const state = createSandboxState({ now: () => new Date('2026-01-01T00:00:00Z') });
    state.clock.advance(86_400);
    const app = createSandboxApp(state, { observeResponse: (observed) => seen.push(observed) });

    const response = await app.request('/sandbox/clock', { method: 'POST' });

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(response.headers.get('date')).toBe('Fri, 02 Jan 2026 00:00:00 GMT');
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost/sandbox/clock',
      status: 401,
      text: JSON.stringify(body),
    });
    expect(seen[0].headers.get('www-authenticate')).toBe(response.headers.get('www-authenticate'));
  });
});
