import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Keeps only the browser detection of ua-parser-js 1.0.41 in our bundles.
 *
 * We call `new UAParser(ua).getBrowser()` alone, yet the library ships its CPU, device, engine and OS rules, the
 * methods that run them, and a jQuery hook in the same closure (≈ 6.5 KB of the 9.6 KB gzip it weighs), which no
 * bundler can drop. This transform removes them at build time, with the few browser rules that cannot change a kind
 * `detectBrowserType` answers; the other browser rules and the parser itself are the library's, untouched. It fails
 * the build if the library's source no longer has the shape it expects, rather than ship a parser it has not checked.
 */

/** A stretch of the library's source, from `from` up to (not including) `to`, replaced by `by`. */
interface Cut {
  what: string;
  from: string;
  to: string;
  by?: string;
}

const CUTS: Cut[] = [
  // Browser rules that can only change a name our kinds read as Other into none (also Other): Internet Explorer
  // (its strings carry no Chrome, Safari or Firefox token), and the rules after the last one that names a kind (the
  // Gecko catch-all, text browsers, Links, Cobalt). Konqueror, Netscape, the Gecko forks and every browser built on
  // Chromium or WebKit keep their rules: without them they would read as Chrome, Safari or Firefox.
  { what: 'the Internet Explorer rule', from: '            /(?:ms|\\()(ie) ([\\w\\.]+)/i,', to: '\n' },
  { what: 'the IE11 rule', from: '            /trident.+rv[: ]', to: '            /ya(?:search)?browser' },
  {
    what: 'the browser rules after Firefox',
    from: '\n            /(mozilla)\\/([\\w\\.]+) .+rv\\:.+gecko',
    to: '\n        ],\n\n        cpu : [[',
    by: "\n            ], [NAME, [VERSION, /_/g, '.']]",
  },
  {
    what: 'the CPU, device, engine and OS rules',
    from: '\n        cpu : [[',
    to: '\n    };',
    by: '\n        cpu : [], device : [], engine : [], os : []',
  },
  // Only read by the OS rules.
  {
    what: 'the Windows version map',
    from: '\n        windowsVersionMap = {',
    to: '\n    };',
    by: '\n        windowsVersionMap = {',
  },
  // getUA and setUA stay: the constructor calls setUA.
  {
    what: 'getCPU, getDevice, getEngine, getOS and getResult',
    from: '        this.getCPU = function',
    to: '        this.getUA = function',
  },
  {
    what: 'the enum constants of the other parsers',
    from: '    UAParser.BROWSER =',
    to: '    ///////////\n    // Export',
  },
  {
    what: 'the jQuery/Zepto hook (it parses the page at load)',
    from: '\n    var $ = typeof window',
    to: '\n})(typeof window',
  },
];

const LIBRARY_FILE = /[\\/]ua-parser-js[\\/]src[\\/]ua-parser\.js$/;

/** The library's source without what `getBrowser()` does not use; throws when the source is not the one it knows. */
export function trimUaParser(code: string): string {
  if (!code.includes("LIBVERSION  = '1.0.41',"))
    throw new Error('ua-parser-js: expected version 1.0.41 (the MIT-licensed 1.x line).');
  if (!code.includes('\n        browser : [['))
    throw new Error('ua-parser-js: browser rules not found where expected.');
  let trimmed = code;
  for (const { what, from, to, by = '' } of CUTS) {
    const start = trimmed.indexOf(from);
    const end = start < 0 ? -1 : trimmed.indexOf(to, start + from.length);
    if (start < 0 || end < 0) throw new Error(`ua-parser-js: ${what} not found where expected.`);
    trimmed = trimmed.slice(0, start) + by + trimmed.slice(end);
  }
  return trimmed;
}

/** The build transform: bundlers read the library as CommonJS, trimmed. */
export function uaParserBrowserOnly(): Plugin {
  return {
    name: 'pay-checkout:ua-parser-browser-only',
    enforce: 'pre',
    transform(code, id) {
      if (!LIBRARY_FILE.test(id)) return null;
      try {
        return { code: trimUaParser(code), map: null };
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}

/**
 * For Vitest, which loads dependencies from node_modules untransformed (and cannot run an inlined CommonJS file):
 * `ua-parser-js` is served as a module that runs the same trimmed source, so the unit tests (the user-agent corpus)
 * classify with the parser that ships.
 */
export function uaParserBrowserOnlyForTests(): Plugin {
  const virtualId = '\0pay-checkout:ua-parser-browser-only';
  return {
    name: 'pay-checkout:ua-parser-browser-only-for-tests',
    enforce: 'pre',
    resolveId: (source) => (source === 'ua-parser-js' ? virtualId : null),
    load(id) {
      if (id !== virtualId) return null;
      const source = trimUaParser(readFileSync(createRequire(import.meta.url).resolve('ua-parser-js'), 'utf8'));
      return [
        'const module = { exports: {} };',
        `new Function('module', 'exports', 'define', ${JSON.stringify(source)}).call(globalThis, module, module.exports, undefined);`,
        'export const UAParser = module.exports.UAParser;',
        'export default module.exports;',
      ].join('\n');
    },
  };
}
