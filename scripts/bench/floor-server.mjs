// The sandbox's floor in the bench: a minimal Hono app on the same @hono/node-server that reads each request's body
// as the sandbox does (text, then JSON.parse) and answers the JSON the sandbox answered for that request, with the
// same status. No auth, no rate limit, no validation, no storage: what the sandbox costs above it is ours.
// Plain JavaScript run by plain node, like dist/sandbox-cli.js, so neither side pays for a TypeScript loader.
//
// FLOOR_REPLIES: a JSON file of [{ method, path, query, status, body }]; PORT (0 = any free port).
// Prints "floor listening on <url>" once it listens.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const replies = JSON.parse(readFileSync(process.env.FLOOR_REPLIES, 'utf8'));
const byRequest = new Map(replies.map((reply) => [`${reply.method} ${reply.path}${reply.query}`, reply]));
const queryOf = (url) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

const app = new Hono();
app.all('*', async (c) => {
  const reply = byRequest.get(`${c.req.method} ${c.req.path}${queryOf(c.req.url)}`);
  if (!reply) return c.json({ success: false, message: 'not a bench request', error: 'NOT_FOUND' }, 404);
  if (c.req.method !== 'GET') JSON.parse(await c.req.text());
  return c.json(reply.body, reply.status);
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`floor listening on http://127.0.0.1:${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
