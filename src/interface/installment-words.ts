/**
 * An installment option in the words the law asks an offer to show before the buyer pays (CDC art. 52, Decreto
 * 5.903/2006; docs/pay-form.md, "Installments"): the count and each installment; with interest, the monthly rate, the
 * CET and the total. One wording for `<pay-form>`'s select and the sandbox's hosted card page. Pure: browser bundles
 * import this file.
 */
import type { InstallmentOption } from './installment-quote';
import type { Lang } from './lang';

/** A percentage with 2 decimals, as `locale` writes it (`1,99` in pt-BR). */
export const formatRate = (percent: number, locale: Lang): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent);

interface OptionWords {
  atOnce: (total: string) => string;
  interestFree: (count: number, each: string) => string;
  withInterest: (count: number, each: string, rate: string, cet: string, total: string) => string;
}

const WORDS: Record<Lang, OptionWords> = {
  en: {
    atOnce: (total) => `1× of ${total}, paid at once`,
    interestFree: (count, each) => `${count}× of ${each} interest-free`,
    withInterest: (count, each, rate, cet, total) =>
      `${count}× of ${each} with interest (${rate} % a month, CET ${cet} % a year) — total ${total}`,
  },
  'pt-BR': {
    atOnce: (total) => `1× de ${total} à vista`,
    interestFree: (count, each) => `${count}× de ${each} sem juros`,
    withInterest: (count, each, rate, cet, total) =>
      `${count}× de ${each} com juros (${rate} % a.m., CET ${cet} % a.a.) — total ${total}`,
  },
};

/** `option` in `locale`, its money written by `money` (cents → text: the page's own currency rule). */
export function optionWords(option: InstallmentOption, locale: Lang, money: (cents: number) => string): string {
  const words = WORDS[locale];
  if (option.installments === 1) return words.atOnce(money(option.total_amount));
  if (option.interest_free) return words.interestFree(option.installments, money(option.installment_amount));
  return words.withInterest(
    option.installments,
    money(option.installment_amount),
    formatRate(option.monthly_rate, locale),
    formatRate(option.cet_annual, locale),
    money(option.total_amount),
  );
}
