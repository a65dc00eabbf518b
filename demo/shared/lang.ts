// The demo's language, in the store and in the console: the shared rule (src/interface/lang.ts) plus where to read it.
import { LANGS, langFrom, type Lang } from '../../src/interface/lang';

export { LANGS, langFrom, type Lang };

/**
 * The language a page shows: `?lang=` first (a shared link), then the visitor's last choice where one is kept, then
 * the page's own `lang` (which the server set from `?lang=`), else English.
 */
export function pickLang(sources: { query?: string | null; stored?: string | null; page?: string | null }): Lang {
  if (sources.query) return langFrom(sources.query);
  const stored = LANGS.find((code) => code === sources.stored);
  return stored ?? langFrom(sources.page);
}
