/**
 * What the buyer reads of a quote's options, in en and pt-BR: each count with its installment, "sem juros" or the
 * interest with the monthly rate, the CET and the total a prazo; the cash price beside the chosen total; what a reset
 * or a failed quote means. Money is written by the shared formatter (reais the Brazilian way in every language).
 */
import { formatMoney } from '../../interface/format';
import type { InstallmentOption } from '../../interface/installment-quote';
import { optionWords } from '../../interface/installment-words';
import type { PayFormLocale } from '../core/messages';

interface QuoteTexts {
  /** Next to the select: the chosen option's total beside the cash price. */
  summary: (total: string, cash: string) => string;
  /** Announced when the buyer's count is no longer offered (a new card, a new amount). */
  reset: (count: string, cash: string) => string;
  /** Announced, and left next to the select, when no quote could be had. */
  failed: (cash: string) => string;
}

const en: QuoteTexts = {
  summary: (total, cash) => `Total ${total} · cash price ${cash}`,
  reset: (count, cash) => `${count}× is not offered for this payment: 1× chosen, cash price ${cash}.`,
  failed: (cash) => `Installments are unavailable right now: you can pay ${cash} at once.`,
};

const ptBR: QuoteTexts = {
  summary: (total, cash) => `Total ${total} · à vista ${cash}`,
  reset: (count, cash) => `${count}× não está disponível para este pagamento: escolhido 1×, à vista ${cash}.`,
  failed: (cash) => `Parcelamento indisponível no momento: você pode pagar ${cash} à vista.`,
};

export const QUOTE_TEXTS: Record<PayFormLocale, QuoteTexts> = { en, 'pt-BR': ptBR };

/** The words of one option, as the law asks them shown before paying (the shared wording, also the hosted page's). */
export const optionText = (option: InstallmentOption, locale: PayFormLocale): string =>
  optionWords(option, locale, (cents) => formatMoney(cents, locale));
