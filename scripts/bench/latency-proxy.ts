// A loopback HTTP proxy that holds every request (preflights included) for a fixed time before passing it on:
// the "network" of the bench, so the time spent over it is ours.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LatencyProxy {
  url: string;
  close(): Promise<void>;
}

export async function startLatencyProxy(target: string, delayMs: number): Promise<LatencyProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      setTimeout(() => {
        const forward = request(
          {
            hostname: upstream.hostname,
            port: upstream.port,
            path: incoming.url,
            method: incoming.method,
            headers: { ...incoming.headers, host: upstream.host },
          },
          (reply) => {
            outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
            reply.pipe(outgoing);
          },
        );
        forward.on('error', () => outgoing.writeHead(502).end());
        forward.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
