/**
 * A `<select data-installments>` without a `data-amount` of its own, filled from the service's quote
 * (`GET {api-base}/v1/installments`, ./quote-request): asked once the form's `amount` field holds a whole number of
 * cents, with the card's brand once known (the element's `card-brand`, from the page's inputs or the secure fields)
 * and `payment_method=debit_card` for a debit card (the method chosen, or a saved debit card: `card-funding`); asked
 * again, debounced, when any of them changes. One request at a time; a reply to a query that is no longer the page's
 * is dropped and the current one asked.
 *
 * Each option carries what the buyer must see (./texts); a text next to the select, in its `aria-describedby`, says
 * the chosen option's total beside the cash price. A count no longer offered falls back to 1×, announced politely;
 * a quote that fails leaves 1× (the cash price), said the same way, and is asked again by itself (RETRY_FIRST_MS). At
 * `pay-submit` the chosen option's total goes as `payment_details.installment_total`, so the service refuses a total
 * the buyer did not see.
 */
import { type FraudSession, isWellFormedKey } from '../../fraud';
import { createIn, formControls, queryAllIn } from '../../interface/browser/dom';
import { formatMoney } from '../../interface/format';
import type { InstallmentOption, InstallmentQuote } from '../../interface/installment-quote';
import { FUNDING_ATTRIBUTE, type PaySubmitDetail } from '../core/events';
import type { PayFormPayload } from '../core/form-payload';
import { localeOf } from '../core/messages';
import { serviceBase } from '../session/service-base';
import { type QuoteAnswer, quoteSearch, requestQuote } from './quote-request';
import { optionText, QUOTE_TEXTS } from './texts';

/** The selects this file fills: marked, without terms of their own. */
export const QUOTED_SELECT = 'select[data-installments]:not([data-amount])';
/** The text next to each select: the chosen total and the cash price. */
const SUMMARY_ATTRIBUTE = 'data-installments-summary';
const AMOUNT_FIELD = 'amount';
const METHOD_FIELD = 'payment_method';
const DEBIT_METHOD = 'debit_card';
/** Keystrokes in the amount (or a number typed digit by digit) settle before a quote is asked. */
const DEBOUNCE_MS = 250;
/** A quote is a small read: a peer silent this long is taken as unavailable, even under a longer `request-timeout`. */
const QUOTE_TIMEOUT_MS = 8000;
/**
 * A quote that failed in a way that may pass is asked again by itself, 5 s later, then 10 s, doubling up to a minute:
 * a passing outage ends with the options back, and a service that stays down is not asked every few seconds by every
 * open checkout. A refusal that lasts (a 4xx other than 429) is not asked again.
 */
const RETRY_FIRST_MS = 5000;
const RETRY_MAX_MS = 60_000;

/** The element as the quote sees it. */
export interface QuoteHost extends HTMLElement {
  locale: string;
  publicKey: string;
  apiBase: string;
  requestTimeout: number;
  readonly form: HTMLFormElement | null;
}

/** What the selects show: the query it answers, its amount, and the quote (`undefined`: none could be had). */
interface Shown {
  search: string;
  amount: number;
  quote?: InstallmentQuote;
}

let summaries = 0;

export class QuotedInstallments {
  private timer?: ReturnType<typeof setTimeout>;
  private retry?: ReturnType<typeof setTimeout>;
  private retryDelay = RETRY_FIRST_MS;
  /** The query whose failure is being retried: a new one starts again at RETRY_FIRST_MS. */
  private failedSearch?: string;
  private asking = false;
  private shown?: Shown;
  /** The polite live region of the element's shadow tree (`installments-notice` part). */
  private readonly notice: HTMLElement;

  constructor(
    private readonly host: QuoteHost,
    private readonly session: () => FraudSession | undefined,
  ) {
    this.notice = createIn(host.ownerDocument, 'div');
    this.notice.setAttribute('role', 'status');
    this.notice.setAttribute('part', 'installments-notice');
    host.shadowRoot?.append(this.notice);
    host.addEventListener('pay-card-brand', this.schedule);
    // A saved card chosen: a debit one is quoted 1× (its brand arrives as the frame's, by `pay-card-brand`).
    host.addEventListener('pay-saved-card', this.schedule);
    host.addEventListener('input', this.onChange);
    host.addEventListener('change', this.onChange);
    host.addEventListener('pay-submit', this.addTotal);
  }

  /** Asks at once (the module just arrived, or the form changed). */
  refresh = (): void => {
    clearTimeout(this.timer);
    void this.ask();
  };

  private schedule = (): void => {
    clearTimeout(this.timer);
    this.timer = setTimeout(this.ask, DEBOUNCE_MS);
  };

  private onChange = (event: Event): void => {
    const target = event.target as HTMLInputElement;
    if (target.name === AMOUNT_FIELD || target.name === METHOD_FIELD) this.schedule();
    else if (target.matches?.(QUOTED_SELECT)) this.describe(target as unknown as HTMLSelectElement);
  };

  private selects(): HTMLSelectElement[] {
    const form = this.host.form;
    return form ? queryAllIn<HTMLSelectElement>(form, QUOTED_SELECT) : [];
  }

  /** The query the page asks now; `undefined` without a select or a whole amount in cents, or once removed. */
  private query(): string | undefined {
    const form = this.host.form;
    if (!form || !this.host.isConnected || !this.selects().length) return undefined;
    const controls = formControls(form) as HTMLInputElement[];
    const amount = Number(controls.find((control) => control.name === AMOUNT_FIELD)?.value || NaN);
    if (!Number.isSafeInteger(amount) || amount <= 0) return undefined;
    const brand = this.host.getAttribute('card-brand');
    const debit =
      this.host.getAttribute(FUNDING_ATTRIBUTE) === 'debit' ||
      controls.some(
        (control) =>
          control.name === METHOD_FIELD &&
          control.value === DEBIT_METHOD &&
          (control.checked || control.type !== 'radio'),
      );
    // `other`: no brand the terms cap, so the quote is asked as for no card yet.
    return quoteSearch({ amount, brand: brand && brand !== 'other' ? brand : undefined, debit });
  }

  private ask = async (): Promise<void> => {
    const search = this.query();
    // A query shown with its quote is not asked again; one shown without (the quote failed) is, by its retry.
    if (this.asking || !search || (search === this.shown?.search && this.shown.quote)) return;
    const session = this.session();
    const publicKey = this.host.publicKey || session?.publicKey || '';
    const apiBase = serviceBase(this.host.apiBase, session, publicKey);
    const timeout = Math.min(this.host.requestTimeout || QUOTE_TIMEOUT_MS, QUOTE_TIMEOUT_MS);
    this.asking = true;
    // No key or no service to ask: nothing a retry would change.
    let answer: QuoteAnswer = { failure: 'lasting' };
    try {
      if (isWellFormedKey(publicKey) && apiBase) answer = await requestQuote(apiBase, publicKey, search, timeout);
    } finally {
      this.asking = false;
    }
    // The page changed while this was asked: the reply is stale, never shown; the current query goes now (if any).
    if (search !== this.query()) return this.ask();
    // Failed again for the query already shown as failed: nothing new to show or say.
    const quote = 'quote' in answer ? answer.quote : undefined;
    if (quote || this.shown?.search !== search || this.shown.quote) this.show(search, quote);
    this.retryIfPassing(search, answer);
  };

  /** A failure that may pass is asked again, sooner for a query that just failed for the first time. */
  private retryIfPassing(search: string, answer: QuoteAnswer): void {
    clearTimeout(this.retry);
    if (!('failure' in answer) || answer.failure === 'lasting') {
      this.failedSearch = undefined;
      return;
    }
    if (search !== this.failedSearch) {
      this.failedSearch = search;
      this.retryDelay = RETRY_FIRST_MS;
    }
    this.retry = setTimeout(this.ask, this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
  }

  private show(search: string, quote: InstallmentQuote | undefined): void {
    const amount = Number(new URLSearchParams(search).get('amount'));
    const hadOptions = !!this.shown;
    this.shown = { search, amount, quote };
    const locale = localeOf(this.host, this.host.locale);
    const texts = QUOTE_TEXTS[locale];
    const cash = formatMoney(amount, locale);
    let message = quote ? '' : texts.failed(cash);
    for (const select of this.selects()) {
      const chosen = select.value;
      const options = this.options().map((offered) => {
        const option = createIn(select.ownerDocument, 'option');
        option.value = String(offered.installments);
        option.textContent = optionText(offered, locale);
        return option;
      });
      select.replaceChildren(...options);
      const kept = options.some((option) => option.value === chosen);
      select.value = kept ? chosen : '1';
      // The buyer's own choice, no longer offered (a capped brand, a debit card, a lower amount): said, not hidden.
      if (!kept && hadOptions && quote && chosen !== '1') message = texts.reset(chosen, cash);
      this.describe(select);
    }
    this.announce(message);
  }

  /** The options shown: the quote's, else 1× at the cash price (always payable). */
  private options(): InstallmentOption[] {
    const shown = this.shown;
    if (!shown) return [];
    return (
      shown.quote?.options ?? [
        {
          installments: 1,
          interest_free: true,
          installment_amount: shown.amount,
          total_amount: shown.amount,
          monthly_rate: 0,
          cet_annual: 0,
        },
      ]
    );
  }

  private chosen(select: HTMLSelectElement): InstallmentOption | undefined {
    return this.options().find((option) => String(option.installments) === String(select.value).trim());
  }

  /** The text next to `select` (created once, in its `aria-describedby`): the chosen total beside the cash price. */
  private describe(select: HTMLSelectElement): void {
    const option = this.chosen(select);
    if (!option || !this.shown) return;
    let summary = select.nextElementSibling as HTMLElement | null;
    if (!summary?.hasAttribute(SUMMARY_ATTRIBUTE)) {
      summary = createIn(select.ownerDocument, 'span');
      summary.setAttribute(SUMMARY_ATTRIBUTE, '');
      summary.id = `pay-installments-summary-${++summaries}`;
      select.after(summary);
      const described = select.getAttribute('aria-describedby');
      select.setAttribute('aria-describedby', described ? `${described} ${summary.id}` : summary.id);
    }
    const locale = localeOf(this.host, this.host.locale);
    const money = (cents: number) => formatMoney(cents, locale);
    summary.textContent = QUOTE_TEXTS[locale].summary(money(option.total_amount), money(this.shown.amount));
  }

  /** A polite message, emptied first so the same words said again are announced again. */
  private announce(message: string): void {
    this.notice.textContent = '';
    if (message) setTimeout(() => (this.notice.textContent = message));
  }

  /** The chosen count's total, as quoted and shown, goes with it: the service refuses a different one. */
  private addTotal = (event: Event): void => {
    const details = (event as CustomEvent<PaySubmitDetail>).detail.payload.payment_details as
      PayFormPayload | undefined;
    const quote = this.shown?.quote;
    if (!quote || typeof details !== 'object' || details === null || details.installments === undefined) return;
    const option = quote.options.find(
      (offered) => String(offered.installments) === String(details.installments).trim(),
    );
    if (option) details.installment_total = option.total_amount;
  };
}
