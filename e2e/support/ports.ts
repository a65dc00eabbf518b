import { execFileSync } from 'node:child_process';

/**
 * Ports of the end-to-end run. `E2E_SITE_PORT` / `E2E_SANDBOX_PORT` choose them; otherwise the first process to load
 * this file (Playwright's runner) asks the system for two free ports and hands them to its workers through the
 * environment, so a running `npm run demo`, another checkout's tests or any other server never clash with `npm test`.
 */
function twoFreePorts(): [string, string] {
  // Both servers stay open until both ports are known, so the two ports differ.
  const findPorts = `
    const net = require('node:net');
    const listen = () => new Promise((resolve) => { const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server)); });
    Promise.all([listen(), listen()]).then((servers) => {
      process.stdout.write(servers.map((server) => server.address().port).join(' '));
      for (const server of servers) server.close();
    });`;
  const [site, sandbox] = execFileSync(process.execPath, ['-e', findPorts], { encoding: 'utf8' }).trim().split(' ');
  return [site, sandbox];
}

if (!process.env.E2E_SITE_PORT || !process.env.E2E_SANDBOX_PORT) {
  const [site, sandbox] = twoFreePorts();
  process.env.E2E_SITE_PORT ||= site;
  process.env.E2E_SANDBOX_PORT ||= sandbox;
}

export const E2E_SITE_URL = `http://localhost:${process.env.E2E_SITE_PORT}`;
export const E2E_SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT}`;
