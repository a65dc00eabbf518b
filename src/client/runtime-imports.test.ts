/**
 * The client ships to browsers: at run time it may import its own files and the interface's zod-free
 * constants (envelopes.ts, limits.ts, charge-values.ts, sandbox-cards.ts, idempotency.ts, paths.ts, errors.ts,
 * rate-limit.ts, retry-after.ts, plain-object.ts, installments.ts, customer.ts — src/interface/zod-free.test.ts keeps them so — and
 * webhook-event.ts, whose own imports are type-only: checked below).
 * Payload and record types come from the schema files, so those imports must be type-only (erased at
 * build time): a value import would pull zod into every bundle of the client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const runtimeFiles = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !basename(file).startsWith('test-'))
  .map((file) => join(root, file));

const importOrExport = /^(import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'/gms;

describe('runtime imports of the client', () => {
  it('finds the client files', () => {
    expect(runtimeFiles.map((file) => relative(root, file))).toContain('index.ts');
  });

  it.each(runtimeFiles.map((file) => [relative(root, file), file]))(
    '%s imports only client code at runtime',
    (_name, file) => {
      const offending: string[] = [];
      for (const match of readFileSync(file, 'utf8').matchAll(importOrExport)) {
        const [statement, , typeOnly, specifier] = match;
        const isZodFreeInterface =
          /(^|\/)interface\/(envelopes|limits|charge-values|sandbox-cards|idempotency|paths|errors|rate-limit|retry-after|plain-object|webhook-event|list-params|submerchant-state|submerchant-document-types|installments|customer)$/.test(
            specifier,
          );
        const isOwnFile =
          specifier.startsWith('./') ||
          isZodFreeInterface ||
          (specifier.startsWith('../') && !specifier.includes('interface') && !specifier.includes('sandbox'));
        if (!typeOnly && !isOwnFile) offending.push(statement.replace(/\s+/g, ' '));
      }
      expect(offending).toEqual([]);
    },
  );

  it('the webhook event rules it loads import nothing at run time (so never zod)', () => {
    const source = readFileSync(join(root, '../interface/webhook-event.ts'), 'utf8');
    const valueImports = [...source.matchAll(importOrExport)]
      .filter(([, , typeOnly]) => !typeOnly)
      .map(([statement]) => statement);
    expect(valueImports).toEqual([]);
  });
});
