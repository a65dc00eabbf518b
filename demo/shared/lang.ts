// The demo's one rule for its language, in the store and in the console: English or Brazilian Portuguese.
export type Lang = 'en' | 'pt-BR';
export const LANGS: readonly Lang[] = ['en', 'pt-BR'];

/** `pt…` → pt-BR; anything else → en. */
export const langFrom = (value: string | null | undefined): Lang => (/^pt\b/i.test(value ?? '') ? 'pt-BR' : 'en');

/**
 * The language a page shows: `?lang=` first (a shared link), then the visitor's last choice where one is kept, then
 * the page's own `lang` (which the server set from `?lang=`), else English.
 */
export function pickLang(sources: { query?: string | null; stored?: string | null; page?: string | null }): Lang {
  if (sources.query) return langFrom(sources.query);
  const stored = LANGS.find((code) => code === sources.stored);
  return stored ?? langFrom(sources.page);
}
