/**
 * `<pay-form customer-session="…">` in the secure fields: the buyer's non-expired saved cards, listed above the card
 * entry (./card-list.ts), the first one chosen unless the buyer already typed a card. A chosen card is handed to the
 * frame, which then asks only its security code and makes the token from the card's id and that code; "Use another
 * card" gives the frame back its full fields, with "Save this card" below it (./save-choice.ts). A session the service
 * refuses (expired, unknown) or a list that cannot be read leaves the card entry as it is: the buyer is not told, the
 * developer is (console).
 */
import type { SavedCard } from '../../interface/customer';
import { queryWithin } from '../../interface/browser/dom';
import type { MountedFields } from '../card/secure-card-source';
import { tellDeveloper } from '../core/console';
import { SAVED_CARD_SESSION_EXPIRED } from '../core/errors';
import { emit, FUNDING_ATTRIBUTE, type PayErrorDetail } from '../core/events';
import { localeOf, type PayFormLocale } from '../core/messages';
import { CardList } from './card-list';
import { listSavedCards, removeSavedCard, type SavedCardsService } from './requests';
import { SaveChoice } from './save-choice';

/** The element as the saved cards see it. */
export interface SavedCardsHost extends HTMLElement {
  customerSession: string;
  locale: string;
  readonly form: HTMLFormElement | null;
}

/** Where the secure fields' frame is mounted now (`SecureCardSource`). */
export interface FieldsSource {
  readonly mounted?: MountedFields;
}

/** The holder's name input of the page: a saved card has its holder, so the input steps aside while one is chosen. */
const NAME_INPUT = 'input[autocomplete~="cc-name" i]';

/**
 * The service the frame was loaded from and the key it was loaded with, as its address says them (`cardFieldsUrl`): the
 * saved cards are asked of the service that makes their tokens.
 */
function frameService(frame: HTMLIFrameElement): { apiBase: string; publicKey: string } {
  const address = new URL(frame.src);
  return { apiBase: address.origin, publicKey: address.searchParams.get('key') ?? '' };
}

export class SavedCards {
  private session = '';
  /** The service the list was asked of, with the session: its cards are removed there. */
  private service?: SavedCardsService;
  /** The language the list speaks. */
  private locale?: PayFormLocale;
  /** The frame the list was made for: a new frame (another service, key or container) lists again. */
  private frame?: MountedFields;
  private list?: CardList;
  private save?: SaveChoice;
  /** The name input this hid and disabled, and its labels, to give back as they were. */
  private hidden: HTMLElement[] = [];
  private readonly busy = new MutationObserver(() => this.reflectBusy());

  constructor(
    private readonly host: SavedCardsHost,
    private readonly fields: FieldsSource,
  ) {
    this.busy.observe(host, { attributes: true, attributeFilter: ['aria-busy'] });
    host.addEventListener('pay-error', this.onError);
  }

  /**
   * Lists the cards of the element's session; again, from scratch, when the session changed. A new frame of the same
   * service keeps the list and is told the buyer's card again; of another service, the list is asked again and the
   * buyer's card stays chosen if listed there. A new language words the list again, the choice kept.
   */
  refresh(): void {
    const session = this.host.customerSession;
    const mounted = this.fields.mounted;
    const locale = localeOf(this.host, this.host.locale);
    const sameSession = session === this.session;
    if (sameSession && mounted === this.frame) {
      if (this.save && locale !== this.locale)
        this.show(locale, this.list?.cards ?? [], this.list?.chosen ?? null, false);
      return;
    }
    if (sameSession && mounted && this.save && mounted.source === this.frame?.source) {
      this.frame = mounted;
      return this.show(locale, this.list?.cards ?? [], this.list?.chosen ?? null, true);
    }
    const chosen = sameSession ? this.list?.chosen?.id : undefined;
    this.clear();
    this.session = session;
    this.frame = mounted;
    if (session && mounted) void this.load(session, mounted, chosen);
  }

  private async load(session: string, mounted: MountedFields, chosenId: string | undefined): Promise<void> {
    this.service = { ...frameService(mounted.controller.iframe), session };
    const result = await listSavedCards(this.service);
    // Another session, or the frame gone, while the list was asked: this one is no longer the page's.
    if (session !== this.session || mounted !== this.frame) return;
    if (result.kind !== 'cards') {
      tellDeveloper(
        'warn',
        result.kind === 'refused' ? 'CUSTOMER_SESSION_REFUSED' : 'SAVED_CARDS_UNAVAILABLE',
        result.status,
      );
      return;
    }
    const cards = result.cards.filter((card) => !card.expired);
    // A card the buyer already began typing is kept: the list does not take it away.
    const typing = mounted.controller.state?.empty === false;
    const chosen = cards.find((card) => card.id === chosenId) ?? (typing ? null : (cards[0] ?? null));
    this.show(localeOf(this.host, this.host.locale), cards, chosen, true);
  }

  /**
   * The checkbox and the list of `cards` in `locale` around the frame, `chosen` checked (and told to the frame when
   * `tell`); a list shown before is replaced, focus kept in it.
   */
  private show(locale: PayFormLocale, cards: SavedCard[], chosen: SavedCard | null, tell: boolean): void {
    const { container } = this.frame as MountedFields;
    const document = this.host.ownerDocument;
    this.locale = locale;
    if (this.save) this.save.locale = locale;
    else this.save = new SaveChoice(document, locale, this.host);
    container.after(this.save.element);
    const focused = !!this.list?.element.shadowRoot?.activeElement;
    this.list?.element.remove();
    this.list = undefined;
    if (cards.length) {
      const service = this.service as SavedCardsService;
      this.list = new CardList(document, cards, locale, {
        choose: (card) => this.choose(card),
        remove: (card) => removeSavedCard(service, card.id),
      });
      container.before(this.list.element);
      this.list.check(chosen, tell);
      if (focused) this.list.focus();
    }
    this.reflectBusy();
  }

  /** The frame asks for `card`'s code only (`null`: the full card again); the page's name input steps aside. */
  private choose(card: SavedCard | null): void {
    const mounted = this.fields.mounted;
    // The frame keeps the last choice and hears it again once ready: told at once.
    if (card) mounted?.controller.useSavedCard({ id: card.id, brand: card.brand, last4: card.last4 }, this.session);
    else mounted?.controller.useSavedCard(null);
    this.showNameInput(!card);
    if (this.save) this.save.shown = !card;
    if (card) this.host.setAttribute(FUNDING_ATTRIBUTE, card.funding);
    else this.host.removeAttribute(FUNDING_ATTRIBUTE);
    emit(this.host, 'pay-saved-card', { card });
  }

  private showNameInput(show: boolean): void {
    for (const element of this.hidden) {
      element.hidden = false;
      element.style.removeProperty('display');
      if (element instanceof HTMLInputElement) element.disabled = false;
    }
    this.hidden = [];
    const form = this.host.form;
    const input = !show && form ? (queryWithin(form, NAME_INPUT) as HTMLInputElement | null) : null;
    if (!input || input.disabled || input.hidden) return;
    for (const element of [input, ...Array.from(input.labels ?? [])]) {
      if (element.hidden) continue;
      element.hidden = true;
      // A page's own `display` for its labels would outweigh `hidden` (set through the CSSOM, which a CSP allows).
      element.style.setProperty('display', 'none', 'important');
      this.hidden.push(element);
    }
    // Disabled, it is neither checked by the browser (`required`) nor read.
    input.disabled = true;
  }

  /**
   * A token refused because the session is over: none of its cards can be paid with any more, so the list goes and the
   * full card entry is back (with "Save this card"), beside the failure's words; a new session lists them again.
   */
  private onError = (event: Event): void => {
    if ((event as CustomEvent<PayErrorDetail>).detail.code !== SAVED_CARD_SESSION_EXPIRED || !this.list) return;
    this.list.element.remove();
    this.list = undefined;
    this.choose(null);
  };

  private reflectBusy(): void {
    const busy = this.host.getAttribute('aria-busy') === 'true';
    if (this.list) this.list.disabled = busy;
    if (this.save) this.save.disabled = busy;
  }

  /** Everything this added taken away: the list, the checkbox, the frame's full fields, the name input. */
  private clear(): void {
    const hadCard = !!this.list?.chosen;
    this.list?.element.remove();
    this.save?.remove();
    this.list = this.save = undefined;
    if (hadCard) this.choose(null);
  }
}
