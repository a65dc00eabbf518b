// Adds explicit extensions to relative imports in dist/types/**/*.d.ts. The source uses bundler-style
// extensionless imports; Node's own ESM resolution (TypeScript's "node16"/"nodenext") requires `./x.js`.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (path.endsWith('.d.ts')) yield path;
  }
}

const specifier = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*)(['"])/g;
let changed = 0;
for (const file of walk('dist/types')) {
  const source = readFileSync(file, 'utf8');
  const rewritten = source.replace(specifier, (match, head, path, tail) => {
    if (/\.(js|mjs|cjs|json)$/.test(path)) return match;
    const base = join(dirname(file), path);
    if (existsSync(`${base}.d.ts`)) return `${head}${path}.js${tail}`;
    if (existsSync(join(base, 'index.d.ts'))) return `${head}${path}/index.js${tail}`;
    return match;
  });
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    changed++;
  }
}
console.log(`Type declarations: explicit extensions in ${changed} files`);
