/**
 * The one language rule of the checkout's pages: English or Brazilian Portuguese, chosen from a `lang` value. Shared
 * by the card fields, the sandbox's pages and the demo. Pure, no zod: browser bundles import this file.
 */
export type Lang = 'en' | 'pt-BR';
export const LANGS: readonly Lang[] = ['en', 'pt-BR'];

/** `pt`, `pt-BR`, `pt-PT`… → pt-BR; anything else (or nothing) → en. */
export const langFrom = (value: string | null | undefined): Lang =>
  /^pt\b/i.test((value ?? '').trim()) ? 'pt-BR' : 'en';
