import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const FRAUD = resolve(ROOT, '../fraud');

/** The element's source files (tests and test helpers left out), in every folder. */
const sources = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.split('/').pop()?.startsWith('test-'))
  .map((name) => join(ROOT, name));

/** Every relative module a file imports, as an absolute path without extension. */
function importedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']*)'/g)].map((match) => resolve(dirname(file), match[1]));
}

describe('<pay-form> sources', () => {
  it('reach the fraud session only through src/fraud/index.ts', () => {
    const reached = sources.flatMap((file) =>
      importedPaths(file)
        .filter((path) => path === FRAUD || path.startsWith(`${FRAUD}/`))
        .map((path) => `${relative(ROOT, file)} → ${relative(FRAUD, path) || 'index'}`),
    );
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((line) => !line.endsWith('→ index'))).toEqual([]);
  });
});
