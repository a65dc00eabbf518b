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

/** Events of the controller: `change` (detail `FieldsState`), `focus` / `blur` (detail the field), `ready`, `submit`. */
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
  destroy(): void;
}

const TITLES: Record<FieldsLang, string> = { en: 'Secure card fields', 'pt-BR': 'Campos seguros do cartão' };
const DEFAULT_TOKENIZE_TIMEOUT_MS = 35_000;
/** The frame's height before it reports its own: three inputs, two rows. */
const INITIAL_HEIGHT_PX = 150;

type Pending = { resolve: (result: TokenResult) => void; timer: ReturnType<typeof setTimeout> };

export function mountSecureFields(container: HTMLElement, options: SecureFieldsOptions): SecureFieldsController {
  const serviceOrigin = new URL(options.apiBase).origin;
  let lang = fieldsLang(options.locale);
  const iframe = container.ownerDocument.createElement('iframe');
  iframe.src = cardFieldsUrl(serviceOrigin, options.publicKey, location.origin, lang);
  iframe.title = options.title ?? TITLES[lang];
  iframe.style.cssText = `display:block;width:100%;border:0;height:${INITIAL_HEIGHT_PX}px`;
  iframe.setAttribute('scrolling', 'no');

  const events = new EventTarget();
  const pending = new Map<number, Pending>();
  let port: MessagePort | undefined;
  let state: FieldsState | undefined;
  let style = options.style;
  let nextId = 1;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const send = (message: PageMessageBody) => port?.postMessage({ v: PROTOCOL_VERSION, ...message });
  const emit = (type: string, detail?: unknown) => events.dispatchEvent(new CustomEvent(type, { detail }));

  const settle = (id: number, result: TokenResult) => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    clearTimeout(request.timer);
    request.resolve(result);
  };

  const onFrameMessage = (message: FrameMessage) => {
    switch (message.type) {
      case 'state': {
        const before = state?.focused ?? null;
        state = message.state;
        if (before !== state.focused) {
          if (before) emit('blur', before);
          if (state.focused) emit('focus', state.focused);
        }
        return emit('change', state);
      }
      case 'resize':
        iframe.style.height = `${Math.min(message.height, MAX_FRAME_HEIGHT)}px`;
        return;
      case 'submit':
        return emit('submit');
      case 'token':
        return settle(message.id, { kind: 'token', token: message.token });
      case 'refused':
        return settle(message.id, { kind: 'refused', fields: message.fields });
      case 'failed':
        return settle(message.id, { kind: 'failed', code: message.code, retryAfter: message.retryAfter });
    }
  };

  const onWindowMessage = (event: MessageEvent) => {
    const frameWindow = iframe.contentWindow;
    if (!frameWindow || event.source !== frameWindow || event.origin !== serviceOrigin || !readReady(event.data))
      return;
    const [received] = event.ports;
    if (!received) return;
    // A reloaded frame announces itself again: its new port replaces the old one, whose requests can no longer end.
    port?.close();
    for (const id of [...pending.keys()]) settle(id, { kind: 'failed', code: 'not_ready' });
    port = received;
    port.onmessage = (portEvent: MessageEvent) => {
      const message = readFrameMessage(portEvent.data);
      if (message) onFrameMessage(message);
    };
    if (style) send({ type: 'style', style });
    markReady();
    emit('ready');
  };
  window.addEventListener('message', onWindowMessage);
  container.append(iframe);

  const controller = Object.assign(events, {
    iframe,
    ready,
    state,
    tokenize(holderName: string): Promise<TokenResult> {
      if (!port) return Promise.resolve({ kind: 'failed', code: 'not_ready' });
      const id = nextId;
      nextId += 1;
      return new Promise<TokenResult>((resolve) => {
        const timer = setTimeout(
          () => settle(id, { kind: 'failed', code: 'timeout' }),
          options.tokenizeTimeoutMs ?? DEFAULT_TOKENIZE_TIMEOUT_MS,
        );
        pending.set(id, { resolve, timer });
        send({ type: 'tokenize', id, holderName });
      });
    },
    focusField(field: SecureField) {
      send({ type: 'focus', field });
    },
    setLocale(locale: string) {
      lang = fieldsLang(locale);
      if (!options.title) iframe.title = TITLES[lang];
      send({ type: 'lang', lang });
    },
    setStyle(next: FieldsStyle) {
      // Sent as data (a copy without functions or prototypes, which a port could not carry); the frame checks it and
      // applies only what its rules accept, so the page does not carry those rules.
      style = JSON.parse(JSON.stringify(next)) as FieldsStyle;
      send({ type: 'style', style });
    },
    clear(fields?: SecureField[]) {
      // Without `fields` (undefined), the frame empties every field.
      send({ type: 'clear', fields });
    },
    destroy() {
      window.removeEventListener('message', onWindowMessage);
      for (const id of [...pending.keys()]) settle(id, { kind: 'failed', code: 'not_ready' });
      port?.close();
      port = undefined;
      iframe.remove();
    },
  });
  // Read at each access (Object.assign above copies a value, not a getter).
  Object.defineProperty(controller, 'state', { get: () => state });
  if (options.style) controller.setStyle(options.style);
  return controller;
}
