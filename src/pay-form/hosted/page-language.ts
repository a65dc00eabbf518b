import type { PayFormLocale } from '../core/messages';

/**
 * The hosted card page's address with the checkout's language in its `lang` parameter, so the buyer reads the hosted
 * page in the language of the page they came from (the hosted page would otherwise follow the browser's
 * Accept-Language). A `lang` the back end already put in the address is its choice and stays.
 */
export function withPageLanguage(url: string, locale: PayFormLocale): string {
  const target = new URL(url);
  if (target.searchParams.has('lang')) return url;
  target.searchParams.set('lang', locale);
  return target.href;
}
