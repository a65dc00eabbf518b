/**
 * True where code runs inside a web page or a browser worker — places whose source the buyer can
 * read, so a secret key there is a leaked key.
 *
 * Main thread: `window` and `document` both exist (Deno 1 has `window` without `document`; it is a
 * server). Browser workers: `importScripts` exists on every browser worker scope and on no server
 * runtime (Node, Deno, Bun, edge workers), so it separates a page's worker from a server "worker".
 */
export function isBrowserEnvironment(globals: object = globalThis): boolean {
  const scope = globals as Record<string, unknown>;
  const pageMainThread = scope.window !== undefined && scope.document !== undefined;
  const browserWorker = typeof scope.importScripts === 'function';
  return pageMainThread || browserWorker;
}
