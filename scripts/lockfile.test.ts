/**
 * `npm install` on a clean clone leaves package-lock.json as it is: the lockfile's own entry for this package says what
 * package.json says. Where they differ, npm rewrites the lockfile on the first install and a fresh clone starts dirty.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
// The fields of package.json npm copies into the lockfile's root entry (packages[""]).
const COPIED = [
  'name',
  'version',
  'license',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'engines',
  'bin',
] as const;

describe('package-lock.json', () => {
  it('has, for this package, what package.json says', () => {
    const manifest = read('package.json');
    const root = (read('package-lock.json').packages as Record<string, Record<string, unknown>>)[''];
    const pick = (source: Record<string, unknown>) =>
      Object.fromEntries(COPIED.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]));
    expect(pick(root)).toEqual(pick(manifest));
  });
});
