/**
 * The page's side of the secure card fields (docs/service.md, "Secure card fields"): an `<iframe>` served by the
 * service holds the card inputs; this side only ever learns their state and, on `tokenize()`, a token's public fields.
 *
 * The frame announces itself with `ready` and a port; it is accepted only from the service's origin and from this
 * iframe's own window. Every later message goes over that port and is checked before use.
 */
import {
  cardFieldsUrl,
  fieldsLang,
  MAX_FRAME_HEIGHT,
  PROTOCOL_VERSION,
  readFrameMessage,
  readReady,
  type FieldsLang,
  type FieldsState,
  type FrameMessage,
  type PageMessageBody,
  type RefusedFields,
  type SavedCardChoice,
  type SecureField,
  type SecureToken,
  type TokenFailureCode,
} from '../../interface/card-fields-protocol';
import type { FieldsStyle } from '../../interface/card-fields-style';

export interface SecureFieldsOptions {
  /** The service, e.g. `https://api.example`: the frame is loaded from its origin. */
  apiBase: string;
  publicKey: string;
  locale?: string;
  style?: FieldsStyle;
  /** The iframe's accessible name; a default in the locale otherwise. */
  title?: string;
  /** How long `tokenize()` waits for the frame's answer (its own request times out first). */
  tokenizeTimeoutMs?: number;
}

export type TokenResult =
  | { kind: 'token'; token: SecureToken }
  | { kind: 'refused'; fields: RefusedFields }
  | { kind: 'failed'; code: TokenFailureCode | 'not_ready'; retryAfter?: number };

/** Events of the controller: `change` (detail `FieldsState`, the focused field included), `ready`, `submit`. */
export interface SecureFieldsController extends EventTarget {
  readonly iframe: HTMLIFrameElement;
  /** The last state the frame reported; `undefined` before it is ready. */
  readonly state: FieldsState | undefined;
  readonly ready: Promise<void>;
  /** Exchanges the typed card for a token. `holderName` is the page's own `cc-name` value (the token needs it). */
  tokenize(holderName: string): Promise<TokenResult>;
  /** Moves focus into the frame, to `field` (e.g. the first refused one). */
  focusField(field: SecureField): void;
  setLocale(locale: string): void;
  setStyle(style: FieldsStyle): void;
  /** Empties `fields` in the frame, every field when none are named (after a decline: `clear(['cvv'])`). */
  clear(fields?: SecureField[]): void;
  /**
   * Asks only for `card`'s security code (number and expiry leave the frame); `tokenize()` then makes a token of that
   * saved card with the customer session's `session` (its `client_token`, kept by the frame until another is given).
   * `null` goes back to the three fields, empty. Either way the code is cleared.
   */
  useSavedCard(card: SavedCardChoice | null, session?: string): void;
  destroy(): void;
}

const TITLES: Record<FieldsLang, string> = { en: 'Secure card fields', 'pt-BR': 'Campos seguros do cartão' };
const DEFAULT_TOKENIZE_TIMEOUT_MS = 35_000;
/** The frame's height before it reports its own: three inputs, two rows. */
const INITIAL_HEIGHT_PX = 150;

type Pending = { resolve: (result: TokenResult) => void; timer: ReturnType<typeof setTimeout> };

/**
 * The frame mounted into `container`: loaded from the service's origin, announced by its `ready` message and port,
 * then spoken to over that port only.
 */
export class SecureFields extends EventTarget implements SecureFieldsController {
  readonly iframe: HTMLIFrameElement;
  readonly ready: Promise<void>;
  private readonly serviceOrigin: string;
  private readonly pending = new Map<number, Pending>();
  private port?: MessagePort;
  private current?: FieldsState;
  private style?: FieldsStyle;
  private saved?: PageMessageBody;
  private nextId = 1;
  private markReady: () => void = () => undefined;

  constructor(
    container: HTMLElement,
    private readonly options: SecureFieldsOptions,
  ) {
    super();
    this.serviceOrigin = new URL(options.apiBase).origin;
    const lang = fieldsLang(options.locale);
    const iframe = (this.iframe = container.ownerDocument.createElement('iframe'));
    iframe.src = cardFieldsUrl(this.serviceOrigin, options.publicKey, location.origin, lang);
    iframe.title = options.title ?? TITLES[lang];
    iframe.style.cssText = `display:block;width:100%;border:0;height:${INITIAL_HEIGHT_PX}px`;
    iframe.setAttribute('scrolling', 'no');
    this.ready = new Promise<void>((resolve) => {
      this.markReady = resolve;
    });
    window.addEventListener('message', this.onWindowMessage);
    container.append(iframe);
    if (options.style) this.setStyle(options.style);
  }

  get state(): FieldsState | undefined {
    return this.current;
  }

  tokenize(holderName: string): Promise<TokenResult> {
    if (!this.port) return Promise.resolve({ kind: 'failed', code: 'not_ready' });
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<TokenResult>((resolve) => {
      const timer = setTimeout(
        () => this.answer(id, { kind: 'failed', code: 'timeout' }),
        this.options.tokenizeTimeoutMs ?? DEFAULT_TOKENIZE_TIMEOUT_MS,
      );
      this.pending.set(id, { resolve, timer });
      this.send({ type: 'tokenize', id, holderName });
    });
  }

  focusField(field: SecureField): void {
    this.send({ type: 'focus', field });
  }

  setLocale(locale: string): void {
    const lang = fieldsLang(locale);
    if (!this.options.title) this.iframe.title = TITLES[lang];
    this.send({ type: 'lang', lang });
  }

  setStyle(next: FieldsStyle): void {
    // Sent as data (a copy without functions or prototypes, which a port could not carry); the frame checks it and
    // applies only what its rules accept, so the page does not carry those rules.
    this.style = JSON.parse(JSON.stringify(next)) as FieldsStyle;
    this.send({ type: 'style', style: this.style });
  }

  clear(fields?: SecureField[]): void {
    // Without `fields` (undefined), the frame empties every field.
    this.send({ type: 'clear', fields });
  }

  useSavedCard(card: SavedCardChoice | null, session?: string): void {
    this.send((this.saved = { type: 'saved-card', card, session }));
  }

  destroy(): void {
    window.removeEventListener('message', this.onWindowMessage);
    this.answerAll();
    this.port?.close();
    this.port = undefined;
    this.iframe.remove();
  }

  private send(message: PageMessageBody): void {
    this.port?.postMessage({ v: PROTOCOL_VERSION, ...message });
  }

  private emit(type: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  private answer(id: number, result: TokenResult): void {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    clearTimeout(request.timer);
    request.resolve(result);
  }

  /** Requests that can no longer end (the port is gone): each fails as `not_ready`. */
  private answerAll(): void {
    for (const id of [...this.pending.keys()]) this.answer(id, { kind: 'failed', code: 'not_ready' });
  }

  private onFrameMessage(message: FrameMessage): void {
    switch (message.type) {
      case 'state':
        // The focused field travels in the state: the element has no use for focus and blur events of their own.
        this.current = message.state;
        return this.emit('change', message.state);
      case 'resize':
        this.iframe.style.height = `${Math.min(message.height, MAX_FRAME_HEIGHT)}px`;
        return;
      case 'submit':
        return this.emit('submit');
      case 'token':
        return this.answer(message.id, { kind: 'token', token: message.token });
      case 'refused':
        return this.answer(message.id, { kind: 'refused', fields: message.fields });
      case 'failed':
        return this.answer(message.id, { kind: 'failed', code: message.code, retryAfter: message.retryAfter });
    }
  }

  private onWindowMessage = (event: MessageEvent): void => {
    const frameWindow = this.iframe.contentWindow;
    if (!frameWindow || event.source !== frameWindow || event.origin !== this.serviceOrigin || !readReady(event.data))
      return;
    const [received] = event.ports;
    if (!received) return;
    // A reloaded frame announces itself again: its new port replaces the old one, whose requests can no longer end.
    this.port?.close();
    this.answerAll();
    this.port = received;
    received.onmessage = (portEvent: MessageEvent) => {
      const message = readFrameMessage(portEvent.data);
      if (message) this.onFrameMessage(message);
    };
    if (this.style) this.send({ type: 'style', style: this.style });
    // A reloaded frame starts with the three fields: it is told again which saved card the buyer chose.
    if (this.saved) this.send(this.saved);
    this.markReady();
    this.emit('ready');
  };
}

/** Mounts the frame into `container` (see `SecureFields`). */
export const mountSecureFields = (container: HTMLElement, options: SecureFieldsOptions): SecureFields =>
  new SecureFields(container, options);
