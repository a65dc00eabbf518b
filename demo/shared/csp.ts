/**
 * The strict Content-Security-Policy every demo page is served with — the one the README tells merchants to use:
 * no inline script, no eval, Trusted Types required, the service reachable only where it must be. `scriptSources`
 * adds the hashes of inline scripts a page must have (the import map that pins the Pix and boleto steps).
 */
export function strictCsp(sandboxOrigin: string, scriptSources: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${sandboxOrigin}`,
    `form-action 'self' ${sandboxOrigin}`,
    "base-uri 'none'",
    "object-src 'none'",
    // The secure card fields: the service's frame holds the card inputs.
    `frame-src ${sandboxOrigin}`,
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}
