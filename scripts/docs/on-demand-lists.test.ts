// The merchant-facing servers (the README's quick start, the example store) serve pay-form.js and every file it loads on
// demand: their lists are written out for merchants to copy, so they are held to the one list here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_FILES } from '../../src/pay-form/core/on-demand-files';

const SERVED = ['/pay-form.js', ...ON_DEMAND_FILES.map(({ file }) => `/${file}`)];

/** The `SCRIPTS` list a server file declares. */
function scriptsOf(path: string): unknown {
  const list = /const SCRIPTS = \[([^\]]*)\];/.exec(readFileSync(path, 'utf8'))?.[1];
  return list === undefined ? undefined : [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

describe('the scripts a merchant serves beside pay-form.js', () => {
  it.each(['README.md', 'examples/merchant-store/store.mjs'])('%s lists every on-demand file', (path) => {
    expect(scriptsOf(path)).toEqual(SERVED);
  });

  it('the README names each on-demand file among the routes a merchant serves', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const { file } of ON_DEMAND_FILES) expect(readme).toContain(`- \`GET /${file}\``);
  });
});
