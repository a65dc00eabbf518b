/**
 * What the buyer reads of a quote's options, in en and pt-BR: each count with its installment, "sem juros" or the
 * interest with the monthly rate, the CET and the total a prazo; the cash price beside the chosen total; what a reset
 * or a failed quote means. Money is written by the shared formatter (reais the Brazilian way in every language).
 */
import { formatMoney } from '../../interface/format';
import type { InstallmentOption } from '../../interface/installment-quote';
import type { PayFormLocale } from '../core/messages';

/** A rate in percent as the language writes decimals, always 2 of them (`1.99` / `1,99`). */
export const formatRate = (percent: number, locale: PayFormLocale): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent);

interface QuoteTexts {
  once: (amount: string) => string;
  free: (count: number, each: string) => string;
  interest: (count: number, each: string, rate: string, cet: string, total: string) => string;
  /** Next to the select: the chosen option's total beside the cash price. */
  summary: (total: string, cash: string) => string;
  /** Announced when the buyer's count is no longer offered (a new card, a new amount). */
  reset: (count: string, cash: string) => string;
  /** Announced, and left next to the select, when no quote could be had. */
  failed: (cash: string) => string;
}

const en: QuoteTexts = {
  once: (amount) => `1× ${amount} (cash price)`,
  free: (count, each) => `${count}× ${each} interest-free`,
  interest: (count, each, rate, cet, total) =>
    `${count}× ${each} with interest (${rate} % a month, CET ${cet} % a year) — total ${total}`,
  summary: (total, cash) => `Total ${total} · cash price ${cash}`,
  reset: (count, cash) => `${count}× is not offered for this payment: 1× chosen, cash price ${cash}.`,
  failed: (cash) => `Installments are unavailable right now: you can pay ${cash} at once.`,
};

const ptBR: QuoteTexts = {
  once: (amount) => `1× de ${amount} à vista`,
  free: (count, each) => `${count}× de ${each} sem juros`,
  interest: (count, each, rate, cet, total) =>
    `${count}× de ${each} com juros (${rate} % a.m., CET ${cet} % a.a.) — total ${total}`,
  summary: (total, cash) => `Total ${total} · à vista ${cash}`,
  reset: (count, cash) => `${count}× não está disponível para este pagamento: escolhido 1×, à vista ${cash}.`,
  failed: (cash) => `Parcelamento indisponível no momento: você pode pagar ${cash} à vista.`,
};

export const QUOTE_TEXTS: Record<PayFormLocale, QuoteTexts> = { en, 'pt-BR': ptBR };

/** The words of one option, as the law asks them shown before paying (docs/pay-form.md, "Installments"). */
export function optionText(option: InstallmentOption, amount: number, locale: PayFormLocale): string {
  const texts = QUOTE_TEXTS[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  if (option.installments === 1) return texts.once(money(amount));
  if (option.interest_free) return texts.free(option.installments, money(option.installment_amount));
  return texts.interest(
    option.installments,
    money(option.installment_amount),
    formatRate(option.monthly_rate, locale),
    formatRate(option.cet_annual, locale),
    money(option.total_amount),
  );
}
