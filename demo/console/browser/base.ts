// Every console component renders into the light DOM (so the demo's stylesheet applies and labels, ids and
// aria references work across components) and re-renders when the language changes.
import { LitElement } from 'lit';
import { onLocaleChange } from './i18n';

export class ConsoleElement extends LitElement {
  private unsubscribeLocale?: () => void;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribeLocale = onLocaleChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribeLocale?.();
  }

  /** Tells the enclosing view that something it shows has changed on the service. */
  protected emit<T>(name: string, detail?: T): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

let sequence = 0;
/** A page-unique id prefix for one component instance. */
export const uid = (prefix: string): string => `${prefix}-${++sequence}`;
