// Checks that every folder of a capability (src/<capability>/<folder>/) is named in a table of that capability's
// README.md, as `folder/`: a folder its README leaves out is one a reader cannot find. A capability with folders needs
// a README. Exits non-zero naming each folder left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The `name/` code spans of the README's table rows. */
function tableFolders(markdown) {
  const named = new Set();
  for (const row of markdown.split('\n').filter((line) => line.trimStart().startsWith('|'))) {
    for (const match of row.matchAll(/`([^`\s]+)\/`/g)) named.add(match[1]);
  }
  return named;
}

export function foldersLeftOut() {
  const problems = [];
  for (const capability of foldersIn(SRC)) {
    const dir = join(SRC, capability);
    const folders = foldersIn(dir);
    if (folders.length === 0) continue;
    const readme = join(dir, 'README.md');
    if (!existsSync(readme)) {
      problems.push(`${relative(ROOT, dir)}/ has folders (${folders.join(', ')}) and no README.md listing them`);
      continue;
    }
    const named = tableFolders(readFileSync(readme, 'utf8'));
    for (const folder of folders.filter((name) => !named.has(name)))
      problems.push(`${relative(ROOT, readme)}: no table row names \`${folder}/\``);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = foldersLeftOut();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('src/*/README.md: every folder is in its README’s table.');
}
