// Refuses import cycles among the project's own files, `import type` included (ESLint's import-x/no-cycle skips
// type-only imports, but a cycle of types still ties two modules' designs together).
// Usage: node scripts/lint/import-cycles.mjs <folder>...  — exits 1 and lists each cycle when there is one.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_FILE = /\.(ts|mts|mjs)$/;
const RELATIVE_IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(folder) {
  const found = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...sourceFiles(entryPath));
    } else if (SOURCE_FILE.test(entry.name)) {
      found.push(path.resolve(entryPath));
    }
  }
  return found;
}

function resolveImport(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [target, `${target}.ts`, target.replace(/\.js$/, '.ts'), path.join(target, 'index.ts')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(RELATIVE_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]);
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved) => resolved !== undefined);
}

function findCycles(files) {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const VISITING = 1;
  const DONE = 2;
  const state = new Map();
  const stack = [];
  const cycles = new Set();
  function visit(file) {
    state.set(file, VISITING);
    stack.push(file);
    for (const dependency of graph.get(file) ?? []) {
      if (state.get(dependency) === VISITING) {
        const loop = stack.slice(stack.indexOf(dependency)).map((item) => path.relative(process.cwd(), item));
        cycles.add(loop.join(' -> '));
      } else if (state.get(dependency) === undefined) {
        visit(dependency);
      }
    }
    stack.pop();
    state.set(file, DONE);
  }
  for (const file of files) {
    if (state.get(file) === undefined) visit(file);
  }
  return [...cycles];
}

const folders = process.argv.slice(2);
const cycles = findCycles(folders.flatMap(sourceFiles));
for (const cycle of cycles) console.error(`import cycle: ${cycle}`);
if (cycles.length > 0) process.exit(1);
console.log(`import cycles: none in ${folders.join(', ')}`);
