/**
 * The saved cards' on-demand module (dist/cdn/pay-form-saved-cards.js; the ES entry's own chunk), loaded when the
 * element has a `customer-session` and its secure fields are mounted (../card/secure-card-source.ts loads it): the
 * card path carries none of it (./saved-cards).
 */
import type { SavedCardsFile } from '../card/secure-card-source';
import { type FieldsSource, SavedCards, type SavedCardsHost } from './saved-cards';

const attached = new WeakMap<SavedCardsHost, SavedCards>();

/**
 * The buyer's saved cards in the element's form, kept to its session (once per element; again: a refresh). The secure
 * fields call it at each sync, typed there as `SavedCardsFile`.
 */
export const attachSavedCards: SavedCardsFile['attachSavedCards'] = (host: SavedCardsHost, fields: FieldsSource) => {
  let cards = attached.get(host);
  if (!cards) {
    cards = new SavedCards(host, fields);
    attached.set(host, cards);
  }
  cards.refresh();
};
