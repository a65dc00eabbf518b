import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The relative modules a file loads when it runs: type-only imports (erased) and `import()` (on demand) left out. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from '(\.[^']*)'/gm)].map((match) =>
    resolve(dirname(file), match[1]),
  );
}

/** Every source file `entry` runs through its static imports. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const path of runtimeImports(file)) visit(existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts'));
  };
  visit(entry);
  return seen;
}

const STEP_MODULES = [
  'steps/steps-module.ts',
  'steps/pix-step.ts',
  'steps/boleto-step.ts',
  'core/status-poller.ts',
  'steps/step-texts.ts',
  'steps/step-views.ts',
  'steps/step-display.ts',
];

describe('<pay-form> sources', () => {
  it.each(['index.ts', 'cdn.ts'])(
    '%s: the card path carries no Pix or boleto step code nor the QR encoder',
    (entry) => {
      const graph = [...staticGraph(join(ROOT, entry))];
      const reached = graph.map((file) => relative(ROOT, file));
      expect(reached).toContain('element/pay-form.ts');
      expect(reached).toContain('steps/step-controller.ts');
      expect(reached.filter((file) => STEP_MODULES.includes(file))).toEqual([]);
      expect(graph.filter((file) => /from 'lean-qr/.test(readFileSync(file, 'utf8')))).toEqual([]);
    },
  );

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
