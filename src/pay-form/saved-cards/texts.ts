/**
 * What the buyer reads of the saved cards, in en and pt-BR: the group, each card (brand, "•••• 4242", expiry; its radio
 * named aloud "Visa ending in 4242, expires 12/34"), "Use another card", the Remove control and its confirmation, what
 * a removal did, and the "Save this card" checkbox.
 */
import type { CardBrand } from '../../interface/card';
import { SAVED_CARD_CHOICES, spokenCard } from '../../interface/card-display';
import type { PayFormLocale } from '../core/messages';

/** A card as the list names it: brand and last four digits. */
export interface CardWords {
  brand: CardBrand;
  last4: string;
}

interface SavedCardTexts {
  legend: string;
  /** The brand's name when the card has no brand the service names ("Card •••• 4242"). */
  anyCard: string;
  expires: (expiry: string) => string;
  /** A radio's accessible name: the card named aloud and its expiry ("Visa ending in 4242, expires 12/34"). */
  radioName: (card: string, expiry: string) => string;
  another: string;
  remove: string;
  /** The Remove button's accessible name: which card it removes. */
  removeCard: (card: string) => string;
  confirm: (card: string) => string;
  keep: string;
  removed: (card: string) => string;
  removeFailed: (card: string) => string;
  save: string;
}

const en: SavedCardTexts = {
  legend: 'Pay with',
  anyCard: 'Card',
  expires: (expiry) => `expires ${expiry}`,
  radioName: (card, expiry) => `${card}, expires ${expiry}`,
  another: SAVED_CARD_CHOICES.en.another,
  remove: 'Remove',
  removeCard: (card) => `Remove ${card}`,
  confirm: (card) => `Remove ${card}?`,
  keep: 'Keep',
  removed: (card) => `${card} removed.`,
  removeFailed: (card) => `${card} could not be removed. Try again.`,
  save: SAVED_CARD_CHOICES.en.save,
};

const ptBR: SavedCardTexts = {
  legend: 'Pagar com',
  anyCard: 'Cartão',
  expires: (expiry) => `validade ${expiry}`,
  radioName: (card, expiry) => `${card}, vence em ${expiry}`,
  another: SAVED_CARD_CHOICES['pt-BR'].another,
  remove: 'Remover',
  removeCard: (card) => `Remover ${card}`,
  confirm: (card) => `Remover ${card}?`,
  keep: 'Manter',
  removed: (card) => `${card} removido.`,
  removeFailed: (card) => `Não foi possível remover ${card}. Tente novamente.`,
  save: SAVED_CARD_CHOICES['pt-BR'].save,
};

export const SAVED_CARD_TEXTS: Record<PayFormLocale, SavedCardTexts> = { en, 'pt-BR': ptBR };

/** Brand names, the same in every language (`other` has none: the language's word for a card stands in). */
const BRAND_NAMES: Partial<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

/** The card's brand as the buyer reads it ("Visa"; "Card" / "Cartão" for another brand). */
export const brandName = (card: CardWords, locale: PayFormLocale): string =>
  BRAND_NAMES[card.brand] ?? SAVED_CARD_TEXTS[locale].anyCard;

/** "•••• 4242": the last four digits as every card display shows them. */
export const maskedDigits = (card: CardWords): string => `•••• ${card.last4}`;

/**
 * "Visa ending in 4242" / "Visa final 4242": how the radios' names, Remove, its confirmation and the announcements name
 * a card (a screen reader reads "••••" as four bullets; the row shows "•••• 4242").
 */
export const cardName = (card: CardWords, locale: PayFormLocale): string =>
  spokenCard(brandName(card, locale), card.last4, locale);
