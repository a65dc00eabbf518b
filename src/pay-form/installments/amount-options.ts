/**
 * The installment options of a `<select data-installments>` with its own terms, `data-amount` (cents): one option per
 * count, each with the amount per installment and the total, "interest-free" / "sem juros", the first installment
 * absorbing the rounding; the counts go up to `data-installments-max` (default 12) while an installment is at least
 * `data-installment-min` cents. Options are text only (`textContent`). A select without a usable amount is left as the
 * page wrote it; one without `data-amount` is the quote's (./quoted-options).
 */
import { createIn, queryAllIn } from '../../interface/browser/dom';
import { formatMoney } from '../../interface/format';
import { installmentCounts, splitInstallments } from '../../interface/installments';
import type { PaySubmitDetail } from '../core/events';
import type { PayFormPayload } from '../core/form-payload';
import { localeOf, type PayFormLocale } from '../core/messages';

const DEFAULT_MAX = 12;
const AMOUNT_FIELD = 'amount';
/** The selects this file fills. */
const OWN_TERMS_SELECT = 'select[data-installments][data-amount]';

const en = {
  once: (each: string) => `1× ${each}`,
  split: (count: number, each: string, total: string) => `${count}× ${each} interest-free (total ${total})`,
  first: (count: number, first: string, each: string, total: string) =>
    `${count}× interest-free: first ${first}, then ${each} (total ${total})`,
};

type InstallmentTexts = typeof en;

const ptBR: InstallmentTexts = {
  once: (each) => `1× de ${each} à vista`,
  split: (count, each, total) => `${count}× de ${each} sem juros (total ${total})`,
  first: (count, first, each, total) => `${count}× sem juros: 1ª de ${first}, demais de ${each} (total ${total})`,
};

const TEXTS: Record<PayFormLocale, InstallmentTexts> = { en, 'pt-BR': ptBR };

/** The element as the installments see it. */
export interface InstallmentsHost extends HTMLElement {
  locale: string;
  readonly form: HTMLFormElement | null;
}

export class AmountOptions {
  constructor(private readonly host: InstallmentsHost) {
    // Filled again as the form's amount changes, as they always were (their own `data-amount` read again).
    host.addEventListener('input', this.onInput);
    host.addEventListener('change', this.onInput);
    host.addEventListener('pay-submit', this.addTotal);
  }

  /** Fills every marked select of the form from its amount. */
  fill = (): void => {
    const form = this.host.form;
    if (!form) return;
    const locale = localeOf(this.host, this.host.locale);
    for (const select of queryAllIn<HTMLSelectElement>(form, OWN_TERMS_SELECT))
      fillSelect(select, Number(select.dataset.amount), locale);
  };

  private onInput = (event: Event): void => {
    if ((event.target as HTMLInputElement).name === AMOUNT_FIELD) this.fill();
  };

  /**
   * The total these options show (the amount: interest-free) goes with the count, so the service refuses a count its
   * terms charge interest on rather than charging more than the page said.
   */
  private addTotal = (event: Event): void => {
    const details = (event as CustomEvent<PaySubmitDetail>).detail.payload.payment_details as
      PayFormPayload | undefined;
    const select = this.host.form?.querySelector<HTMLSelectElement>(OWN_TERMS_SELECT);
    const amount = Number(select?.dataset.amount);
    if (typeof details !== 'object' || details === null || Array.isArray(details)) return;
    if (!select || details.installments === undefined || !splitInstallments(amount, 1).length) return;
    details.installment_total = amount;
  };
}

function fillSelect(select: HTMLSelectElement, amount: number, locale: PayFormLocale): void {
  if (!splitInstallments(amount, 1).length) return;
  const max = Number(select.dataset.installmentsMax) || DEFAULT_MAX;
  const min = Number(select.dataset.installmentMin) || 0;
  const currency = select.dataset.currency || 'BRL';
  const money = (cents: number) => formatMoney(cents, locale, currency);
  const chosen = select.value;
  const options = installmentCounts(amount, max, min).map((count) => {
    const [first, each = first] = splitInstallments(amount, count);
    const texts = TEXTS[locale];
    const option = createIn(select.ownerDocument, 'option');
    option.value = String(count);
    if (count === 1) option.textContent = texts.once(money(each));
    else if (first === each) option.textContent = texts.split(count, money(each), money(amount));
    else option.textContent = texts.first(count, money(first), money(each), money(amount));
    return option;
  });
  select.replaceChildren(...options);
  // The buyer's choice survives a new amount when it is still offered.
  select.value = options.some((option) => option.value === chosen) ? chosen : '1';
}
