import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createSandboxApp, createSandboxState, startSandbox } from './index';

describe('startSandbox', () => {
  it('listens on the requested host and any free port, and closes cleanly with open keep-alive connections', async () => {
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect(sandbox.port).toBeGreaterThan(0);
    expect((await fetch(`${sandbox.url}/sandbox/ip`)).status).toBe(200);
    await sandbox.close();
    await expect(fetch(`${sandbox.url}/sandbox/ip`)).rejects.toThrow();
  });

  it('reads time from the injected now(), moved by clock.advance', async () => {
    const sandbox = await startSandbox({ port: 0, now: () => new Date('2030-01-01T00:00:00Z') });
    try {
      sandbox.clock.advance(90);
      expect(sandbox.clock.now().toISOString()).toBe('2030-01-01T00:01:30.000Z');
      const response = await fetch(`${sandbox.url}/sandbox/ip`);
      expect(response.headers.get('date')).toBe('Tue, 01 Jan 2030 00:01:30 GMT');
    } finally {
      await sandbox.close();
    }
  });

  it('rejects when the port is taken', async () => {
    const first = await startSandbox({ port: 0 });
    try {
      await expect(startSandbox({ port: first.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });
});

describe('createSandboxApp', () => {
  it('answers without listening (app.request)', async () => {
    const app = createSandboxApp(createSandboxState());
    const auth = `Basic ${Buffer.from('sk_test_demo:').toString('base64')}`;
    const response = await app.request('/v1/charges', { headers: { authorization: auth } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: [], pagination: { total: 0 } });
    expect(response.headers.get('x-ratelimit-remaining')).toBe('99');
  });
});

describe('npm run sandbox (cli)', () => {
  it('prints its address, the seeded keys and the test cards, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('American Express')) resolve();
      }),
    );
    await ready;
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(output).toContain('pk_test_demo / sk_test_demo');
    expect(output).toContain('pk_test_nohosted / sk_test_nohosted');
    // The test cards, as on the demo's home and the hosted card page: approved, declined, 3-D Secure, Amex.
    for (const number of ['4111 1111 1111 1111', '4000 0000 0000 0002', '4000 0000 0000 3220', '3782 822463 10005'])
      expect(output).toContain(`  ${number}  `);
    expect((await fetch(`${url}/sandbox/ip`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
