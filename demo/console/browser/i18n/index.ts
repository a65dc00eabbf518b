// The console's language and texts: English and Brazilian Portuguese, one table per view (./common, ./submerchants,
// ./registration, ./charges, ./webhooks). The switch changes the language for every component at once (they re-render
// on `onLocaleChange`).
import { formatMoney as formatMoneyIn } from '../../../shared/format';
import { LANGS, pickLang, type Lang } from '../../../shared/lang';
import { chargesTexts } from './charges';
import { commonTexts } from './common';
import { registrationTexts } from './registration';
import { submerchantsTexts } from './submerchants';
import { webhookTexts } from './webhooks';

export type Locale = Lang;
export const LOCALES = LANGS;

const catalog = (code: Locale) => ({
  ...commonTexts[code],
  ...submerchantsTexts[code],
  ...registrationTexts[code],
  ...chargesTexts[code],
  ...webhookTexts[code],
});
export type Messages = ReturnType<typeof catalog>;

const catalogs: Record<Locale, Messages> = { en: catalog('en'), 'pt-BR': catalog('pt-BR') };

/** Where the chosen language is kept between visits (a reload, a new tab). */
export const LOCALE_STORAGE_KEY = 'pay-checkout-demo:console-lang';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage refused (privacy settings): the language lasts for this page only
  }
}

/** `?lang=` first (a shared link), then the last choice, then the page's own `lang` (the demo's rule, shared/lang.ts). */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return 'en';
  return pickLang({
    query: new URLSearchParams(location.search).get('lang'),
    stored: storedLocale(),
    page: document.documentElement.lang,
  });
}

let current: Locale = initialLocale();
if (typeof document !== 'undefined') document.documentElement.lang = current;
const listeners = new Set<() => void>();

export const locale = (): Locale => current;
export const t = (): Messages => catalogs[current];

/** Switches every component's language, and keeps the choice: in storage and in the address (`?lang=`), so a reload keeps it. */
export function setLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  document.documentElement.lang = next;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // storage refused: the address still carries the choice
  }
  const url = new URL(location.href);
  url.searchParams.set('lang', next);
  history.replaceState(history.state, '', url);
  listeners.forEach((listener) => listener());
}

/**
 * A text written when it is shown, in the language current then: an announcement made in English reads in Portuguese
 * after a switch, instead of staying in the language it was made in.
 */
export type Phrase = (text: Messages) => string;
/** What a live region says: a phrase, or nothing. */
export type Announcement = Phrase | '';
export const say = (announcement: Announcement): string => (announcement === '' ? '' : announcement(t()));

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const statusName = (status: string): string => t().statusNames[status] ?? status;

/** Cents as money in the console's language (the demo's one money format, shared/format.ts). */
export const formatMoney = (cents: number, currency = 'BRL'): string =>
  formatMoneyIn(cents, { lang: current, currency });

/** A percentage with 2 decimals in the console's language (`1.99`, `1,99`). */
export const formatPercent = (value: number): string =>
  new Intl.NumberFormat(current, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return t().none;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(current, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}

/** A calendar day (`YYYY-MM-DD`, such as a boleto's due date) in the console's language, with no time zone shift. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return t().none;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(current, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
