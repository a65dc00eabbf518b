import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { uaParserBrowserOnly } from './scripts/ua-parser-browser-only.ts';

/**
 * One config, four builds (an IIFE build takes a single entry, so each script-tag file is its own run):
 *   vite build                   ESM entries for bundlers: pay-checkout, pay-checkout/pay-form, pay-checkout/client
 *   vite build --mode sandbox    the Node sandbox (pay-checkout/sandbox)
 *   vite build --mode cjs        CommonJS copies of the Node entries, for `require`: dist/client.cjs, dist/sandbox.cjs
 *   vite build --mode cdn-fraud  dist/cdn/pay-checkout.js  (fraud session only)
 *   vite build --mode cdn-form   dist/cdn/pay-form.js      (fraud session + <pay-form>)
 *   vite build --mode cdn-steps  dist/cdn/pay-form-steps.js (the Pix and boleto steps, an ES module that pay-form.js
 *                                imports beside itself when a reply asks for a step: see src/pay-form/steps/load-steps.ts)
 *   vite build --mode cdn-authentication dist/cdn/pay-form-authentication.js (the card authentication dialog, imported
 *                                as the steps are)
 *   vite build --mode cdn-installments dist/cdn/pay-form-installments.js (the installment options, imported as the
 *                                steps are when the form has a `<select data-installments>`)
 *   vite build --mode cdn-saved-cards dist/cdn/pay-form-saved-cards.js (the buyer's saved cards, imported as the steps
 *                                are when the element has a `customer-session`)
 *   vite build --mode testing    pay-checkout/testing (Node): the client and the sandbox it uses stay the package's own
 *                                entries, imported by name, so a suite has one copy of each
 *   vite build --mode demo       dist/demo/: the demo site's page scripts
 *   vite build --mode card-fields dist/elements/card-fields.js: the secure card fields' frame script, which the sandbox
 *                                builds (sandbox, cjs) carry inside them; so it runs before them
 */
const runtimeDeps = ['lit', 'js-cookie', 'ua-parser-js', 'hono', 'zod', '@hono/node-server'];
const isExternal = (id: string) =>
  // esbuild: only the sandbox run from source uses it, to build the card fields' frame (src/sandbox/card-fields/script.ts).
  id === 'esbuild' ||
  runtimeDeps.some((dep) => id === dep || id.startsWith(`${dep}/`)) ||
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  id.startsWith('@lit/');

const shared: UserConfig = {
  plugins: [uaParserBrowserOnly()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // public/ belongs to the demo site, not to the package.
  publicDir: false,
  build: { emptyOutDir: false, sourcemap: true, target: 'es2020' },
};

/**
 * V8's explicit compile hint for pay-form.js (https://v8.dev/blog/explicit-compile-hints): compiled whole while it loads,
 * off the main thread, instead of each function on its first call. Without it, the buyer's first click on Pay compiles
 * the submission's code on the spot: `npm run bench` measured click → card-token request at +8.5 ms over its floor
 * without the hint and +4.1 ms with it (11 pairs each, same machine). Other engines read it as a comment.
 */
const COMPILE_WHOLE_FILE_ON_LOAD = '//# allFunctionsCalledOnLoad';

function cdnBuild(entry: string, fileName: string, format: 'iife' | 'es' = 'iife'): UserConfig {
  return {
    ...shared,
    build: {
      ...shared.build,
      // The buyer's browsers are current ones (docs/runtimes.md): ES2022 as written, with nothing rewritten for older.
      target: 'es2022',
      outDir: 'dist/cdn',
      minify: true,
      lib: { entry, formats: [format], name: 'PayCheckoutBundle', fileName: () => fileName },
      // A library's ES output keeps its whitespace by default; this one is served as is, so it is minified whole.
      ...(format === 'es' && { rolldownOptions: { output: { minify: true, comments: false } } }),
    },
  };
}

/** The secure card fields' frame script, built before the sandbox builds that embed it. */
const CARD_FIELDS_SCRIPT = 'dist/elements/card-fields.js';

type NodeOutput = NonNullable<NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['output']>;

/** A Node build of the server entries (the sandbox, the CommonJS copies): Node target, dependencies left external. */
function nodeBuild(input: Record<string, string>, output: NodeOutput): UserConfig {
  return {
    ...shared,
    define: { __PAY_CHECKOUT_CARD_FIELDS_JS__: JSON.stringify(readFileSync(CARD_FIELDS_SCRIPT, 'utf8')) },
    build: {
      ...shared.build,
      target: 'node20',
      ssr: true,
      outDir: 'dist',
      rolldownOptions: { input, external: isExternal, output },
    },
  };
}

/** The package's own entries, by source file: another entry importing one of them imports it by the package's name. */
const PACKAGE_ENTRIES: Record<string, string> = {
  'src/client/index.ts': 'pay-checkout/client',
  'src/sandbox/index.ts': 'pay-checkout/sandbox',
};

/** Leaves an import of another entry of this package external, by the package's name (Node resolves it to itself). */
function packageEntriesByName(): Plugin {
  const byPath = new Map(
    Object.entries(PACKAGE_ENTRIES).map(([file, name]) => [resolve(file).replace(/\.ts$/, ''), name]),
  );
  return {
    name: 'package-entries-by-name',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const target = resolve(dirname(importer), source).replace(/\.ts$/, '');
      const name = byPath.get(target) ?? byPath.get(`${target}/index`);
      return name ? { id: name, external: true } : null;
    },
  };
}

export default defineConfig(({ mode }): UserConfig => {
  switch (mode) {
    case 'cdn-fraud':
      return cdnBuild('src/fraud/cdn.ts', 'pay-checkout.js');
    case 'cdn-form': {
      // Added after minifying, which drops comments. Only here: the fraud script runs all its code as it loads anyway.
      const build = cdnBuild('src/pay-form/cdn.ts', 'pay-form.js');
      return {
        ...build,
        build: { ...build.build, rolldownOptions: { output: { postBanner: COMPILE_WHOLE_FILE_ON_LOAD } } },
      };
    }
    case 'cdn-steps':
      return cdnBuild('src/pay-form/steps/steps-module.ts', 'pay-form-steps.js', 'es');
    case 'cdn-authentication':
      return cdnBuild('src/pay-form/authentication/challenge.ts', 'pay-form-authentication.js', 'es');
    case 'cdn-installments':
      return cdnBuild('src/pay-form/installments/index.ts', 'pay-form-installments.js', 'es');
    case 'cdn-saved-cards':
      return cdnBuild('src/pay-form/saved-cards/index.ts', 'pay-form-saved-cards.js', 'es');
    case 'card-fields': {
      const build = cdnBuild('src/card-fields/main.ts', 'card-fields.js');
      // Served by the sandbox without a map beside it: no sourceMappingURL pointing at nothing.
      return { ...build, build: { ...build.build, outDir: 'dist/elements', sourcemap: false } };
    }
    case 'demo':
      // The demo site's and the end-to-end fixtures' own page scripts (ES modules importing the package by its public
      // names, which tsconfig.json's `paths` map to the entry files).
      return {
        ...shared,
        resolve: { tsconfigPaths: true },
        build: {
          ...shared.build,
          outDir: 'dist/demo',
          minify: false,
          lib: {
            entry: {
              spa: 'demo/store/browser/spa.ts',
              'script-tag-panel': 'demo/store/browser/script-tag-panel.ts',
              return: 'demo/store/browser/return.ts',
              checkout: 'demo/store/browser/checkout.ts',
              'e2e-esm': 'e2e/fixtures/pages/esm.ts',
              console: 'demo/console/browser/main.ts',
            },
            formats: ['es'],
          },
          // Strict order: without it an entry's own code (e.g. the return page's) may be hoisted into a chunk that
          // other pages import, and run there.
          rolldownOptions: {
            output: {
              entryFileNames: '[name].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
              strictExecutionOrder: true,
            },
          },
        },
      };
    case 'sandbox':
      return nodeBuild(
        { sandbox: 'src/sandbox/index.ts', 'sandbox-cli': 'src/sandbox/cli.ts' },
        {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // `npx pay-checkout-sandbox` runs the CLI straight from the installed package.
          banner: (chunk) => (chunk.name === 'sandbox-cli' ? '#!/usr/bin/env node' : ''),
        },
      );
    case 'testing':
      return {
        ...shared,
        plugins: [...(shared.plugins ?? []), packageEntriesByName()],
        build: {
          ...shared.build,
          target: 'node20',
          ssr: true,
          outDir: 'dist',
          rolldownOptions: {
            input: { testing: 'src/testing/index.ts' },
            external: (id) => isExternal(id) || id === '@playwright/test' || id.startsWith('pay-checkout/'),
            output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
          },
        },
      };
    case 'cjs':
      // Back ends still on CommonJS `require('pay-checkout/client')` (and the sandbox, for their tests). Node only, so
      // the Node target; dependencies stay external and are required through their own CommonJS builds.
      return nodeBuild(
        { client: 'src/client/index.ts', sandbox: 'src/sandbox/index.ts' },
        {
          format: 'cjs',
          entryFileNames: '[name].cjs',
          chunkFileNames: 'chunks/[name]-[hash].cjs',
        },
      );
    default:
      return {
        ...shared,
        build: {
          ...shared.build,
          outDir: 'dist',
          minify: false,
          lib: {
            entry: { index: 'src/index.ts', 'pay-form': 'src/pay-form/index.ts', client: 'src/client/index.ts' },
            formats: ['es'],
          },
          rolldownOptions: {
            external: isExternal,
            output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
          },
        },
      };
  }
});
