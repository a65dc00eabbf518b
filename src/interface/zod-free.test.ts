import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module a file loads at run time (type-only imports and re-exports are erased). */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1];
    if (specifier.startsWith('.')) runtimeImports(resolve(dirname(file), `${specifier}.ts`), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('browser-safe interface files', () => {
  it.each([
    'index.ts',
    'errors.ts',
    'envelopes.ts',
    'limits.ts',
    'charge-values.ts',
    'sandbox-cards.ts',
    'idempotency.ts',
    'paths.ts',
    'rate-limit.ts',
    'retry-after.ts',
    'lang.ts',
    'plain-object.ts',
    'html.ts',
    'card.ts',
    'customer.ts',
    'list-params.ts',
    'submerchant-state.ts',
    'submerchant-document-types.ts',
    'installments.ts',
    'tax-id.ts',
  ])('%s never loads zod', (name) => {
    const modules = [...runtimeImports(resolve(here, name))];
    expect(modules.filter((module) => module === 'zod' || module.startsWith('zod/'))).toEqual([]);
  });

  it('the check itself sees zod in a schema file', () => {
    expect(runtimeImports(resolve(here, 'charge.ts'))).toContain('zod');
  });
});
