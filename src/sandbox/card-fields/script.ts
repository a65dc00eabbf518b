/**
 * The frame's script, as the sandbox serves it at /elements/card-fields.js.
 *
 * A built sandbox (dist/sandbox.js, dist/sandbox.cjs) carries the script built by `npm run build`
 * (dist/elements/card-fields.js), put in at build time as `__PAY_CHECKOUT_CARD_FIELDS_JS__`: the published package
 * reads no file at run time, whichever module format or chunk it runs from. A sandbox run from source (`npm run
 * sandbox`, `npm run demo`, the tests) builds it from src/card-fields on first use with esbuild, the bundler tsx itself
 * runs on, so a change to the frame shows without a rebuild.
 */
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __PAY_CHECKOUT_CARD_FIELDS_JS__: string | undefined;

export interface FrameScript {
  code: string;
  /** Its Subresource Integrity value (`sha384-…`). */
  integrity: string;
}

let script: Promise<FrameScript> | undefined;

export function cardFieldsScript(): Promise<FrameScript> {
  if (script) return script;
  const code =
    typeof __PAY_CHECKOUT_CARD_FIELDS_JS__ === 'string'
      ? Promise.resolve(__PAY_CHECKOUT_CARD_FIELDS_JS__)
      : buildFromSource();
  const loading = code.then((text) => ({
    code: text,
    integrity: `sha384-${createHash('sha384').update(text).digest('base64')}`,
  }));
  script = loading;
  // A failed build is tried again on the next request rather than kept.
  loading.catch(() => {
    if (script === loading) script = undefined;
  });
  return loading;
}

async function buildFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const entry = resolve(dirname(fileURLToPath(import.meta.url)), '../../card-fields/main.ts');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0].text;
}
