// Every console component renders into the light DOM (so the demo's stylesheet applies and labels, ids and
// aria references work across components) and re-renders when the language changes.
import { LitElement } from 'lit';
import { onLocaleChange } from './i18n';

/**
 * Dispatched on `document` when the operator starts something (an action, a navigation): what components said about
 * earlier actions is stale from then on, and they drop it (`detail` is the component that started, which keeps its own).
 */
export const ACTION_EVENT = 'pc-action';
export const startAction = (source: EventTarget | null): void =>
  void document.dispatchEvent(new CustomEvent(ACTION_EVENT, { detail: source }));

export class ConsoleElement extends LitElement {
  private unsubscribeLocale?: () => void;
  private readonly onAction = (event: Event) => {
    if ((event as CustomEvent<unknown>).detail !== this) this.forgetLastOutcome();
  };

  /** Drops what this component says about its last action once another begins; components with such messages override it. */
  protected forgetLastOutcome(): void {}

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribeLocale = onLocaleChange(() => this.requestUpdate());
    document.addEventListener(ACTION_EVENT, this.onAction);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribeLocale?.();
    document.removeEventListener(ACTION_EVENT, this.onAction);
  }

  /** Tells the enclosing view that something it shows has changed on the service. */
  protected emit<T>(name: string, detail?: T): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

let sequence = 0;
/** A page-unique id prefix for one component instance. */
export const uid = (prefix: string): string => `${prefix}-${++sequence}`;
