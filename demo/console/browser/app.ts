// <pc-console>: the console's shell — title, language switch, section navigation — and the current view.
import { html, type TemplateResult } from 'lit';
import { ConsoleElement, startAction } from './base';
import { LOCALES, locale, setLocale, t, type Locale } from './i18n';
import { href, parseRoute, type Route } from './router';

export class ConsoleApp extends ConsoleElement {
  static override properties = { route: { state: true } };

  private route: Route = parseRoute(location.hash);
  private navigated = false;

  private readonly onHashChange = () => {
    this.route = parseRoute(location.hash);
    this.navigated = true;
    // What the last view said about its actions does not carry over to the next one.
    startAction(null);
  };

  // The second click of a double click (detail 2) lands after a fast save has finished and its form has been reset
  // for the next entry: it must not send that new form. Enter (detail 0) and separate clicks still submit.
  private readonly onClick = (event: MouseEvent) => {
    if (event.detail > 1 && (event.target as Element | null)?.closest('button:not([type=button]):not([type=reset])'))
      event.preventDefault();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHashChange);
    this.addEventListener('click', this.onClick, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.onHashChange);
    this.removeEventListener('click', this.onClick, true);
  }

  protected override updated(): void {
    document.title = `${t().title} · pay-checkout demo`;
    // After a navigation, the new view's heading takes the focus, so keyboard and screen-reader users start there.
    if (!this.navigated) return;
    this.navigated = false;
    requestAnimationFrame(() => this.querySelector<HTMLElement>('.console-view h2')?.focus());
  }

  private section(): 'submerchants' | 'charges' | 'webhooks' {
    if (this.route.view === 'charge' || this.route.view === 'customer') return 'charges';
    if (this.route.view === 'charges' || this.route.view === 'webhooks') return this.route.view;
    return 'submerchants';
  }

  private view(): TemplateResult {
    switch (this.route.view) {
      case 'new-submerchant':
        return html`<pc-submerchant-create></pc-submerchant-create>`;
      case 'submerchant':
        return html`<pc-submerchant-detail .submerchantId=${this.route.id}></pc-submerchant-detail>`;
      case 'charges':
        return html`<pc-charges></pc-charges>`;
      case 'charge':
        return html`<pc-charge-detail .chargeId=${this.route.id}></pc-charge-detail>`;
      case 'customer':
        return html`<pc-customer-cards .customerId=${this.route.id}></pc-customer-cards>`;
      case 'webhooks':
        return html`<section aria-labelledby="webhooks-title">
          <div class="view-head"><h2 id="webhooks-title" tabindex="-1">${t().webhooks}</h2></div>
          <p class="hint">${t().webhooksIntro}</p>
          <pc-webhook-receiver></pc-webhook-receiver>
          <pc-webhook-deliveries></pc-webhook-deliveries>
          <pc-webhooks></pc-webhooks>
        </section>`;
      default:
        return html`<pc-submerchant-list></pc-submerchant-list>`;
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    const section = this.section();
    const link = (name: typeof section, to: string, label: string) =>
      html`<a href=${to} aria-current=${section === name ? 'page' : 'false'}>${label}</a>`;
    return html`<div class="console">
      <div class="console-bar">
        <h1>${text.title}</h1>
        <div class="field console-lang">
          <label for="console-lang">${text.language}</label>
          <select id="console-lang" @change=${(event: Event) => setLocale((event.target as HTMLSelectElement).value as Locale)}>
            ${LOCALES.map((code) => html`<option value=${code} ?selected=${code === locale()} lang=${code}>${code === 'en' ? 'English' : 'Português (Brasil)'}</option>`)}
          </select>
        </div>
      </div>
      <p class="hint">${text.intro}</p>
      <pc-sandbox-clock></pc-sandbox-clock>
      <nav class="console-nav" aria-label=${text.sections}>
        ${link('submerchants', href.submerchants, text.navSubmerchants)} ${link('charges', href.charges, text.navCharges)}
        ${link('webhooks', href.webhooks, text.navWebhooks)}
      </nav>
      <div class="console-view">${this.view()}</div>
    </div>`;
  }
}
