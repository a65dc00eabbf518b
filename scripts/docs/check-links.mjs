// Checks every relative link of README.md and docs/*.md: the file must exist and, for `#anchor`, the heading too
// (anchors made as GitHub makes them). Links inside code are not links. Exits non-zero naming each broken one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function pages() {
  const docs = join(ROOT, 'docs');
  return [
    join(ROOT, 'README.md'),
    ...readdirSync(docs)
      .filter((name) => name.endsWith('.md'))
      .map((name) => join(docs, name)),
  ];
}

/** The text without fenced blocks and code spans, line breaks kept (so line numbers stay right). */
function prose(markdown) {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, ''),
  );
  return withoutFences.replace(/(`+)[^`\n][\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ''));
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes; repeats get -1, -2… */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]
      .replace(/<[^>]+>/g, (tag) => tag.replace(/[<>]/g, ''))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
function anchorsOfFile(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
  return anchorCache.get(file);
}

export function brokenLinks() {
  const problems = [];
  for (const page of pages()) {
    const text = prose(readFileSync(page, 'utf8'));
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:…
      const line = text.slice(0, match.index).split('\n').length;
      const where = `${relative(ROOT, page)}:${line}`;
      const [path, anchor] = target.split('#');
      const file = path === '' ? page : resolve(dirname(page), decodeURIComponent(path));
      if (!existsSync(file)) {
        problems.push(`${where}: ${target}: no such file`);
        continue;
      }
      if (
        anchor !== undefined &&
        statSync(file).isFile() &&
        file.endsWith('.md') &&
        !anchorsOfFile(file).has(decodeURIComponent(anchor))
      ) {
        problems.push(`${where}: ${target}: no such heading`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = brokenLinks();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('README.md and docs/*.md: every relative link resolves.');
}
