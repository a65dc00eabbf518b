// Writes dist/cdn/manifest.json: the Subresource Integrity hash of each script-tag file,
// so a merchant can pin exactly what it loads (<script integrity="sha384-…" crossorigin="anonymous">).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const dir = 'dist/cdn';
const manifest = {};
for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
  const bytes = readFileSync(`${dir}/${file}`);
  manifest[file] = { integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`, bytes: bytes.length };
}
writeFileSync(`${dir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`SRI manifest: ${Object.keys(manifest).join(', ')}`);
