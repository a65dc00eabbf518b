import type { Plugin } from 'vite';

/**
 * Keeps only the browser rules of ua-parser-js 1.0.41 in our bundles.
 *
 * We call `getBrowser()` alone, yet the library ships its CPU, device, engine and OS rules in the same object
 * (≈ 6 KB of the 9.6 KB gzip it weighs), which no bundler can drop. This transform empties those four rule lists at
 * build time; the browser rules and the parser itself are the library's, untouched. It fails the build if the
 * library's source no longer has the shape it expects, rather than ship a parser it has not checked.
 */
export function uaParserBrowserOnly(): Plugin {
  return {
    name: 'pay-checkout:ua-parser-browser-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]ua-parser-js[\\/]src[\\/]ua-parser\.js$/.test(id)) return null;
      if (!code.includes("LIBVERSION  = '1.0.41',")) this.error('ua-parser-js: expected version 1.0.41 (the MIT-licensed 1.x line).');
      const start = code.indexOf('\n        cpu : [[');
      const end = code.indexOf('\n    };', start);
      const browserRules = code.indexOf('\n        browser : [[');
      if (browserRules < 0 || start < browserRules || end < 0) this.error('ua-parser-js: rule table not found where expected.');
      return { code: `${code.slice(0, start)}\n        cpu : [], device : [], engine : [], os : []${code.slice(end)}`, map: null };
    },
  };
}
