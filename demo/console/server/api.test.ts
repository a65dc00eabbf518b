// The console's back end acts with the secret key: only its own pages may change anything through it.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test-sandbox';
import { consoleApi } from './api';
import { sandboxClients } from '../../store/server/merchants';
import { StoreWebhooks } from '../../store/server/webhooks';

const sandbox = useSandbox();
const hook = JSON.stringify({ url: 'https://hooks.example/pay', events: ['charge.captured'] });
const post = (headers: Record<string, string>) =>
  consoleApi({
    clients: sandboxClients(sandbox.current.url),
    webhooks: new StoreWebhooks({
      clientFor: sandboxClients(sandbox.current.url).clientFor,
      receiverOrigin: 'http://localhost:5173',
    }),
  }).request('http://localhost:5173/webhook-endpoints', { method: 'POST', headers, body: hook });

describe('console back end', () => {
  it('refuses a change sent from another site, even as a "simple" no-cors request', async () => {
    const reply = await post({ Origin: 'https://evil.example', 'Content-Type': 'text/plain;application/json' });
    expect(reply.status).toBe(403);
    expect(await reply.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
  });

  it('takes only the application/json media type, not a type that merely mentions it', async () => {
    expect((await post({ 'Content-Type': 'text/plain;application/json' })).status).toBe(415);
    expect(
      (await post({ 'Content-Type': 'application/json; charset=utf-8', Origin: 'http://localhost:5173' })).status,
    ).toBe(201);
  });

  it('answers 404 for an id the client refuses to put in a path (no "service unreachable" message)', async () => {
    const api = consoleApi({
      clients: sandboxClients(sandbox.current.url),
      webhooks: new StoreWebhooks({
        clientFor: sandboxClients(sandbox.current.url).clientFor,
        receiverOrigin: 'http://localhost:5173',
      }),
    });
    const reply = await api.request('http://localhost:5173/submerchants/a%20b');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});
