import { createServer } from 'node:net';

/** The README's quick start files by name, each block's text exactly as written (scripts/examples reads them too). */
export { quickstartFiles } from '../../scripts/examples/quickstart-blocks.mjs';

/** A port nothing listens on right now, for a server started as a child process. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
