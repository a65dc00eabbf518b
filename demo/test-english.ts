// For the tests that read a page in Portuguese: the English sentences it must not show, taken from the en side of the
// demo's text tables (where the pt-BR side says something else), and the page's visible text.

const SAMPLE_ARGS = ['ID', 2, 3, 4];

/** Every string in an en table whose pt-BR counterpart differs: these are the words a Portuguese page must not show. */
export function englishOnly(en: unknown, pt: unknown, out = new Set<string>()): Set<string> {
  if (typeof en === 'function' && typeof pt === 'function') {
    return englishOnly(en(...SAMPLE_ARGS), pt(...SAMPLE_ARGS), out);
  }
  if (typeof en === 'string') {
    // Short words (CVV, Total, E-mail) are the same in both languages or too short to tell, and a word Portuguese
    // uses too ("Console" in "Console do lojista") is not English on a Portuguese page.
    if (en.trim().length > 3 && !(typeof pt === 'string' && pt.includes(en.trim()))) out.add(en.trim());
    return out;
  }
  if (en && typeof en === 'object') {
    for (const [key, value] of Object.entries(en))
      englishOnly(value, (pt as Record<string, unknown> | undefined)?.[key], out);
  }
  return out;
}

/** Common English words a Portuguese page should not contain as words (whole words, case-sensitive where it matters). */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'with',
  'Back',
  'Pay',
  'Payment',
  'Cart',
  'Shipping',
  'Order',
  'order',
  'Cancel',
  'Try again',
  'Loading',
  'Page',
  'of',
  'to',
];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The text a reader sees in server-rendered HTML: no scripts, no code samples, no tags; entities decoded. */
export function visibleText(page: string): string {
  return page
    .replace(/<(script|style|code|pre)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ');
}

/** The sentences of `phrases` that `shown` contains as whole words ("Cart" is not in "Cartões"). */
export function phrasesIn(shown: string, phrases: Iterable<string>): string[] {
  const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...phrases].filter((phrase) => new RegExp(`(?<![\\p{L}])${escape(phrase)}(?![\\p{L}])`, 'u').test(shown));
}
