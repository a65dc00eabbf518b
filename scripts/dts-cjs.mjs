// CommonJS type declarations for the entries that ship a CommonJS build (pay-checkout/client, pay-checkout/sandbox).
//
// In a "type": "module" package every `.d.ts` describes an ES module, so a `require` of the package typed by them
// fails in TypeScript's node16/nodenext (TS1479) and is wrong in node10. Each `.d.ts` reachable from those entries
// gets a `.d.cts` twin beside it, whose relative imports point at the twins (`./x.js` → `./x.cjs`, which TypeScript
// reads as `./x.d.cts`). Run after dts-extensions.mjs, which made every relative import end in `.js`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ENTRIES = ['dist/types/client/index.d.ts', 'dist/types/sandbox/index.d.ts'];
const RELATIVE_JS_SPECIFIER = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*)\.js(['"])/g;

const pending = [...ENTRIES];
const done = new Set();
while (pending.length > 0) {
  const file = pending.pop();
  if (done.has(file)) continue;
  done.add(file);
  if (!existsSync(file)) throw new Error(`dts-cjs: ${file} is missing (did tsc run?)`);
  const source = readFileSync(file, 'utf8');
  const twin = source.replace(RELATIVE_JS_SPECIFIER, (_match, head, path, tail) => {
    pending.push(join(dirname(file), `${path}.d.ts`));
    return `${head}${path}.cjs${tail}`;
  });
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), twin);
}
console.log(`Type declarations: ${done.size} CommonJS twins (.d.cts)`);
