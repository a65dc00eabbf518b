import type { ReactiveController } from '@lit/reactive-element';
import {
  createFraudSession,
  type FraudSession,
  type FraudSessionOptions,
  type FraudSessionResult,
  ipLookupAttribute,
  PAGE_SESSION_EVENT,
  scriptTagOptions,
  timerDelay,
} from '../../fraud';
import { appendTo, createIn, listenOn, queryAllIn, queryWithin } from '../../interface/browser/dom';
import { isLoadingScript } from '../../interface/browser/script-tag';
import { emit } from '../core/events';
import { SESSION_FIELD } from '../core/form-payload';
import { tellDeveloper } from '../core/console';

/** The element's attributes that choose its fraud session. */
export interface SessionHost extends HTMLElement {
  publicKey: string;
  apiBase: string;
  ipLookup: string;
  sessionTimeout: number;
  fraudRequired: boolean;
  session?: FraudSession;
  readonly form: HTMLFormElement | null;
}

const DEFAULT_SESSION_TIMEOUT_MS = 3000;

/**
 * The element's fraud session: which one (its own key, the script tag's, or one given), its id kept in a hidden input
 * for the native post, `pay-session` on each new id, and a new id after every attempt that reached the back end.
 */
export class SessionLink implements ReactiveController {
  /** The session in use, if any. */
  active?: FraudSession;
  private unsubscribe?: () => void;
  private sessionId?: string;
  private warned = false;
  private warnedNone = false;

  constructor(private readonly host: SessionHost) {}

  hostConnected(): void {
    // A script tag that runs after this element connected (pay-checkout.js at the end of <body>, or async) announces
    // its session on the document.
    listenOn(this.host.ownerDocument, PAGE_SESSION_EVENT, this.onPageSession);
    addEventListener('pageshow', this.onPageShow);
    this.attach();
  }

  /** The session stays known: a request still in flight must use up its id when its reply comes. */
  hostDisconnected(): void {
    removeEventListener('pageshow', this.onPageShow);
    listenOn(this.host.ownerDocument, PAGE_SESSION_EVENT, this.onPageSession, false);
    this.detach();
  }

  /** Picks the session the attributes designate (again after they change) and gets it ready. */
  attach(): void {
    const host = this.host;
    if (!host.isConnected) return;
    const { publicKey, apiBase, ipLookup } = host;
    const pageSession = (globalThis as { PayCheckout?: { session?: FraudSession } }).PayCheckout?.session;
    const session =
      host.session ??
      // The script tag's session when the element names no key, or the same key without an api-base of its own
      // (the tag's data-api-base then holds: a production page must not fall back to the local sandbox).
      (publicKey && (apiBase || pageSession?.publicKey !== publicKey)
        ? createFraudSession(publicKey, {
            // A tag of the same key that has not run yet (async, or further down): its attributes hold, so that
            // this element and the tag, when it runs, share one session on the right service.
            ...(!apiBase && this.pendingScriptTagOptions(publicKey)),
            ...(apiBase && { apiBase }),
            ...(ipLookup && { ipLookup: ipLookupAttribute(ipLookup) }),
          })
        : pageSession);
    this.writeInput(this.sessionId);
    if (session === this.active && this.unsubscribe) return;
    this.unsubscribe?.();
    this.active = session;
    // The script tag's session reports its own failure (one event, one console line): no second line here.
    this.warned = !host.session && session === pageSession;
    this.sessionId = undefined;
    this.unsubscribe = session?.subscribe(this.adopt);
    const current = session?.current;
    if (current) this.adopt(current);
    // Set up as early as possible: the longer the buyer fills in the form, the more device data.
    this.renew(false);
  }

  /** Stops following the session's new ids (the element left the page); the session itself stays known. */
  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** At submit: the script tag's session may have appeared since the element connected. */
  attachIfNone(): void {
    if (!this.active) this.attach();
    if (!this.active && !this.host.fraudRequired && !this.warnedNone) {
      this.warnedNone = true;
      tellDeveloper('warn', 'NO_FRAUD_SESSION');
    }
  }

  /** After an attempt that reached the back end (`consume`), or to make sure one is live: fetch the next id ahead. */
  renew(consume: boolean): void {
    const session = this.active;
    if (!session) return;
    if (consume) {
      session.consume();
      this.sessionId = undefined;
      this.writeInput('');
    }
    session.setup().then(this.adopt, (error: Error) => {
      if (this.warned) return;
      this.warned = true;
      tellDeveloper('warn', 'FRAUD_SESSION_FAILED', error.message);
    });
  }

  /** The id for this attempt, waiting at most `session-timeout`; `undefined` without one. */
  async awaitId(): Promise<string | undefined> {
    const session = this.active;
    if (!session) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = timerDelay(this.host.sessionTimeout, DEFAULT_SESSION_TIMEOUT_MS);
    const deadline = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), wait)));
    try {
      const result = await Promise.race([session.setup(), deadline]);
      if (result) this.adopt(result);
      return result?.sessionId;
    } catch {
      // The service allows a charge without fraud data (docs/service.md, "Charges"); `fraud-required` decides whether that is acceptable.
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Keeps the native-post fallback current: creates the hidden input if missing; `undefined` leaves its value. */
  writeInput(value: string | undefined): void {
    const form = this.host.form;
    if (!form) return;
    // Through the prototypes: the merchant's controls may be named `querySelector` or `append`.
    let input = queryWithin(form, `input[name="${SESSION_FIELD}"]`) as HTMLInputElement | null;
    if (!input) {
      input = createIn(this.host.ownerDocument, 'input');
      input.type = 'hidden';
      input.name = SESSION_FIELD;
      appendTo(form, input);
    }
    if (value !== undefined) input.value = value;
  }

  /** The slotted form changed: it gets the hidden input too. */
  refreshInput(): void {
    this.writeInput(this.sessionId);
  }

  private onPageSession = (): void => {
    if (!this.active) this.attach();
  };

  /** Back through the back/forward cache: the id the page held may have been spent meanwhile. */
  private onPageShow = (event: Event): void => {
    if ((event as PageTransitionEvent).persisted) this.renew(false);
  };

  private adopt = (result: FraudSessionResult): void => {
    if (result.sessionId === this.sessionId) return;
    this.sessionId = result.sessionId;
    this.writeInput(result.sessionId);
    emit(this.host, 'pay-session', result);
  };

  /**
   * The options of a script tag of this key that has not run yet. Only a tag that loads a script counts: an inert
   * `<script type="text/plain" data-public-key data-api-base>` injected before the real one is skipped. (Once the tag
   * has run, its session is the page's and is used as it is: see `attach`.)
   */
  private pendingScriptTagOptions(publicKey: string): FraudSessionOptions | undefined {
    const tags = queryAllIn(this.host.ownerDocument, 'script[data-public-key]');
    const tag = tags.filter(isLoadingScript).find((script) => script.dataset.publicKey === publicKey);
    return tag && scriptTagOptions(tag.dataset);
  }
}
