// The site's header, the same on the store's pages and the console: its navigation in English and Brazilian Portuguese.
import type { Lang } from './lang';

export const SITE_PATHS = {
  scriptTag: '/script-tag',
  spa: '/spa',
  hosted: '/checkout/hosted',
  transparent: '/checkout/transparent',
  console: '/console',
} as const;
export type SitePage = keyof typeof SITE_PATHS;

const en = {
  brand: 'demo store',
  sections: 'Site',
  nav: {
    scriptTag: 'Script tag',
    spa: 'SPA (ESM)',
    hosted: 'Hosted checkout',
    transparent: 'Transparent checkout',
    console: 'Console',
  } as Record<SitePage, string>,
};

const ptBR: typeof en = {
  brand: 'loja de demonstração',
  sections: 'Site',
  nav: {
    scriptTag: 'Tag de script',
    spa: 'SPA (módulos ES)',
    hosted: 'Checkout hospedado',
    transparent: 'Checkout transparente',
    console: 'Console do lojista',
  },
};

export const siteText = (lang: Lang) => (lang === 'pt-BR' ? ptBR : en);

/** A path of the site in a language: `?lang=pt-BR` carries Portuguese from page to page; English needs nothing. */
export const inLang = (path: string, lang: Lang): string =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
