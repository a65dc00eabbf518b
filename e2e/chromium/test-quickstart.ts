import { createServer } from 'node:net';

// A fenced block of the README marked for the quick start: ```<language> quickstart:<file name>
const QUICKSTART_BLOCK = /^```[\w-]+ quickstart:(\S+)\n([\s\S]*?)^```$/gm;

/** The README's quick start files by name, each block's text exactly as written. A name used twice is an error. */
export function quickstartFiles(readme: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [, name, text] of readme.matchAll(QUICKSTART_BLOCK)) {
    if (name in files) throw new Error(`README.md: two quickstart blocks for ${name}`);
    files[name] = text;
  }
  return files;
}

/** A port nothing listens on right now, for a server started as a child process. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
