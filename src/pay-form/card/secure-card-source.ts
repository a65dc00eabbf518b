/**
 * `<pay-form card-fields="secure">`: the card number, expiry and CVV are typed in the service's frame
 * (src/pay-form/secure-fields), mounted into the form's `[data-card-fields]` element. The page keeps only the holder
 * name (`cc-name`); on submit the frame tokenizes the card itself and the element gets the token's public fields
 * (docs/service.md, "Secure card fields"). Refusals are worded here, in the page's language, with the element's own
 * card texts: the live region says them all (a page's `aria-describedby` cannot reach into the frame), each also sits
 * next to the frame, and focus goes into the frame to the first refused field.
 */
import type { ReactiveController } from '@lit/reactive-element';
import { listenOn, queryWithin } from '../../interface/browser/dom';
import { PAGE_SESSION_EVENT } from '../../fraud';
import { cvvLength, type CardBrand } from '../../interface/card';
import type { FieldsState, RefusedFields } from '../../interface/card-fields-protocol';
import type { FieldsStyle } from '../../interface/card-fields-style';
import {
  mountSecureFields,
  secureFieldProblems,
  type SecureFieldsController,
  type TokenResult,
} from '../secure-fields/index';
import type { Conclusion, Refusal } from '../core/conclusion';
import { emit, type PayFieldError } from '../core/events';
import { fieldMessage, localeOf, type PayFormLocale, type PayFormMessages } from '../core/messages';
import { MAX_WAIT_SECONDS } from '../core/retry-countdown';
import type { SessionLink } from '../session/session-link';
import { cardService } from '../session/service-base';
import { createFieldMessage, placeFieldProblems } from '../core/field-errors';
import { attributeIs, isHostedFlow, type TokenizedCard } from './card-flow';
import type { CardEntry, CardSource } from './card-entry';
import { tellDeveloper } from '../core/console';
import type { PayFormErrorCode } from '../core/errors';
import { CARD_FILE, loadOnDemand, SAVED_CARDS_FILE } from '../core/on-demand';
import type * as SavedCardText from './saved-card-text';

/** Where the card is typed: the page's own `cc-*` inputs, or the service's frame. */
export type CardFields = 'inputs' | 'secure';

/** The element's attributes the secure fields read. */
export interface SecureCardHost extends HTMLElement {
  cardFields: CardFields;
  cardFlow: string;
  cardFieldsStyle?: FieldsStyle;
  publicKey: string;
  apiBase: string;
  locale: string;
  messages: PayFormMessages;
  customerSession: string;
  readonly form: HTMLFormElement | null;
}

/** What the saved cards' on-demand file offers the frame's owner (src/pay-form/saved-cards/index.ts). */
export interface SavedCardsFile {
  attachSavedCards(host: SecureCardHost, fields: SecureCardSource): void;
}

export interface SecureCardParts {
  session: SessionLink;
  /** The brand of the number in the frame (`null` while the fields are empty), for the element to show. */
  showBrand: (brand: CardBrand | null) => void;
}

/**
 * A saved card's customer session is over (expired, or not the card's): worded by the card's on-demand module, as the
 * card path carries no text for it; a merchant's `messages` may word the code itself.
 */
const sessionExpired = (locale: PayFormLocale): Promise<Conclusion> =>
  loadOnDemand(CARD_FILE)
    .then(
      (card) => (card as typeof SavedCardText).savedCardSessionText(locale),
      () => undefined,
    )
    .then((message) => ({ kind: 'failed', code: 'SAVED_CARD_SESSION_EXPIRED' satisfies PayFormErrorCode, message }));

/** Marks the frame's container in the merchant's form. */
const CONTAINER = '[data-card-fields]';

/** `card-fields="secure"` in any case (HTML's enumerated attributes are case-insensitive), unless the card goes to the hosted page. */
export const wantsSecureFields = (host: { cardFields: string; cardFlow: string }): boolean =>
  attributeIs(host.cardFields, 'secure') && !isHostedFlow(host.cardFlow);

/** The frame in the form: what it was loaded for and where. */
export interface MountedFields {
  controller: SecureFieldsController;
  container: HTMLElement;
  /** The service and key the frame was loaded for: another pair needs another frame. */
  source: string;
  locale: string;
}

export class SecureCardSource implements ReactiveController, CardSource {
  /** The frame mounted now, if any (the saved cards' on-demand module speaks to it too). */
  mounted?: MountedFields;
  private shownErrors: HTMLElement[] = [];
  /** Texts of a refusal are shown: the frame's next changes are the buyer fixing the card. */
  private showingRefusal = false;
  /** Counts the buyer's edits in the frame, to tell one card from another between attempts (the page never sees it). */
  private edits = 0;
  /** The frame's last state without its focus, as JSON: a focus move alone is no edit. */
  private lastSnapshot = '';

  constructor(
    private readonly host: SecureCardHost,
    private readonly parts: SecureCardParts,
  ) {}

  /** A declined charge: the CVV is typed again for another try, while the number, expiry and brand stay. */
  declined(): void {
    this.mounted?.controller.clear(['cvv']);
  }

  /** The script tag's session may bring the key the frame needs (the session's listener runs first: see pay-form.ts). */
  hostConnected(): void {
    listenOn(this.host.ownerDocument, PAGE_SESSION_EVENT, this.sync);
  }

  hostDisconnected(): void {
    listenOn(this.host.ownerDocument, PAGE_SESSION_EVENT, this.sync, false);
    this.unmount();
  }

  /**
   * The card typed in the frame as this attempt's card. The frame checks it when it tokenizes; the page keeps only the
   * holder name, found now: a payment in progress disables the form's controls, and disabled ones are not the buyer's.
   */
  read(form: HTMLFormElement): CardEntry {
    const nameInput = holderNameInput(form);
    return {
      fingerprint: this.fingerprint,
      check: () => undefined,
      prepare: () => this.prepare(),
      tokenize: () => this.tokenize(form, nameInput),
      // The frame empties its number and CVV itself, and keeps its own fingerprint.
      forget: () => undefined,
    };
  }

  /** Whether the element takes the card through the frame. */
  get wanted(): boolean {
    return wantsSecureFields(this.host);
  }

  /** Stands for the card typed in the frame (its edits so far), in an attempt's fingerprint. */
  get fingerprint(): string {
    return `secure:${this.edits}`;
  }

  /**
   * Mounts, moves, updates or removes the frame to match the element: its attribute, key, service, language and style,
   * and the form's `[data-card-fields]` element. Called whenever one of them may have changed.
   */
  sync = (): void => {
    const form = this.host.isConnected ? this.host.form : null;
    const container = this.wanted && form ? (queryWithin(form, CONTAINER) as HTMLElement | null) : null;
    const target = container ? this.service() : undefined;
    const source = target ? `${target.apiBase} ${target.publicKey}` : '';
    const mounted = this.mounted;
    if (mounted && (mounted.container !== container || mounted.source !== source)) this.unmount();
    if (!container || !target) return;
    const locale = localeOf(this.host, this.host.locale);
    if (!this.mounted) {
      const controller = mountSecureFields(container, { ...target, locale, style: this.host.cardFieldsStyle });
      controller.addEventListener('change', (event) => this.onChange((event as CustomEvent<FieldsState>).detail));
      // Enter in the frame pays, as Enter in the page's own inputs does.
      controller.addEventListener('submit', () => this.host.form?.requestSubmit());
      this.mounted = { controller, container, source, locale };
    } else if (this.mounted.locale !== locale) {
      this.mounted.locale = locale;
      this.mounted.controller.setLocale(locale);
    }
    // A returning buyer's saved cards, beside the frame: their code loads on demand (../saved-cards), kept to the
    // element's session at every sync.
    if (this.host.customerSession)
      loadOnDemand(SAVED_CARDS_FILE).then(
        (saved) => (saved as SavedCardsFile).attachSavedCards(this.host, this),
        () => undefined,
      );
  };

  /** A new style for the frame (the frame checks it and applies only what its rules accept). */
  restyle(): void {
    if (this.host.cardFieldsStyle) this.mounted?.controller.setStyle(this.host.cardFieldsStyle);
  }

  /**
   * Why the frame cannot take a card now (`undefined`: it can), decided before anything is sent: a public key, a
   * service, and the frame in the form.
   */
  prepare(): Conclusion | undefined {
    if (this.mounted) return undefined;
    tellDeveloper('error', 'SECURE_FIELDS_UNAVAILABLE', CONTAINER);
    return { kind: 'failed', code: 'CARD_PAYMENT_UNAVAILABLE' };
  }

  /** Clears what the last refusal showed (a new attempt starts). */
  clearProblems(): void {
    for (const element of this.shownErrors) element.remove();
    this.shownErrors = [];
    this.showingRefusal = false;
    this.mounted?.controller.iframe.removeAttribute('aria-describedby');
  }

  /**
   * The frame's token for the card typed there, or the attempt's end when there is none (the back end is not called).
   * `nameInput` is `holderNameInput(form)`, found before the payment disabled the form's controls.
   */
  async tokenize(form: HTMLFormElement, nameInput: HTMLInputElement | undefined): Promise<TokenizedCard | Conclusion> {
    const mounted = this.mounted;
    // Gone since `prepare` (the form changed): as before it, the frame cannot take the card.
    if (!mounted) return this.prepare() as Conclusion;
    const edits = this.edits;
    const result: TokenResult = await mounted.controller.tokenize(nameInput?.value.trim() ?? '');
    if (result.kind === 'token') {
      // The frame empties the number and CVV once tokenized: its own change, not the buyer's (a "Pay again" after no
      // reply from the back end is then the same attempt).
      this.edits = edits;
      emit(this.host, 'pay-token', result.token);
      // The page never held the number: nothing to look for in the payload beyond the card fields themselves.
      return { token: result.token.id, number: '' };
    }
    if (result.kind === 'refused') return this.refuse(mounted, result.fields, form, nameInput);
    if (result.code === 'session_expired') return sessionExpired(localeOf(this.host, this.host.locale));
    if (result.code === 'rate_limited')
      return { kind: 'rate-limited', seconds: Math.min(result.retryAfter ?? MAX_WAIT_SECONDS, MAX_WAIT_SECONDS) };
    const code = result.code === 'unauthorized' ? 'CARD_PAYMENT_UNAVAILABLE' : 'CARD_SERVICE_UNAVAILABLE';
    return { kind: 'failed', code };
  }

  private unmount(): void {
    this.clearProblems();
    this.mounted?.controller.destroy();
    this.mounted = undefined;
    this.parts.showBrand(null);
  }

  private service(): { apiBase: string; publicKey: string } | undefined {
    const service = cardService(this.host, this.parts.session.active);
    return service?.apiBase ? service : undefined;
  }

  private onChange(state: FieldsState): void {
    this.parts.showBrand(state.empty ? null : state.brand);
    const snapshot = JSON.stringify({ ...state, focused: null });
    if (snapshot === this.lastSnapshot) return;
    this.lastSnapshot = snapshot;
    this.edits += 1;
    if (!this.showingRefusal) return;
    // The buyer is fixing the card: a field the frame no longer finds wrong loses its message.
    this.shownErrors = this.shownErrors.filter((element) => {
      const keep = (element.dataset.field ?? '') in state.errors;
      if (!keep) element.remove();
      return keep;
    });
  }

  /**
   * Each refused field in its own words, next to the frame (or the page's name input); the refusal said whole in the
   * live region (../core/conclusion), then focus on the first refused field.
   */
  private refuse(
    mounted: MountedFields,
    fields: RefusedFields,
    form: HTMLFormElement,
    nameInput: HTMLInputElement | undefined,
  ): Refusal {
    const digits = cvvLength(mounted.controller.state?.brand ?? 'other');
    const problems = secureFieldProblems(fields);
    const { iframe } = mounted.controller;
    let after: Element = iframe;
    const errors = problems.map(({ field, cardField, rule }): PayFieldError => {
      const message = fieldMessage({ host: this.host, field: cardField, rule, cardField, digits });
      if (field === 'holder_name') {
        if (nameInput)
          placeFieldProblems(form, { name: nameInput }, [{ field: cardField, rule }], () => message, 'token');
        return { field, rule, message, input: nameInput ?? null };
      }
      // Shown as the in-page inputs' problems are, one after the other below the frame.
      const shown = createFieldMessage(after, 'div');
      shown.dataset.field = field;
      shown.textContent = message;
      after = shown;
      this.shownErrors.push(shown);
      return { field, rule, message, input: iframe };
    });
    if (this.shownErrors.length)
      iframe.setAttribute('aria-describedby', this.shownErrors.map((element) => element.id).join(' '));
    this.showingRefusal = true;
    const [first] = problems;
    const focus = () => {
      if (first?.field === 'holder_name') nameInput?.focus();
      else if (first) mounted.controller.focusField(first.field);
    };
    return { kind: 'refused', code: 'CARD_INVALID', source: 'token', inFrame: { errors, focus } };
  }
}

/**
 * The page's holder-name input (`autocomplete="cc-name"`): the one card value the page itself holds. A disabled one
 * (the merchant's) does not count: read it before a payment disables the form.
 */
export function holderNameInput(form: HTMLFormElement): HTMLInputElement | undefined {
  const input = queryWithin(form, 'input[autocomplete~="cc-name" i]');
  return input instanceof HTMLInputElement && !input.disabled ? input : undefined;
}
