/**
 * The frame's own words: labels and placeholders. Error sentences are not here: the frame reports codes and the page
 * words them in its language (docs/service.md, "Secure card fields").
 */
import type { CardBrand } from '../interface/card';
import type { FieldsLang, SecureField } from '../interface/card-fields-protocol';

const en = {
  /** The frame document's title (the page gives the `<iframe>` its own). */
  title: 'Card details',
  labels: { number: 'Card number', expiry: 'Expiry date', cvv: 'Security code' } satisfies Record<SecureField, string>,
  placeholders: { number: '1234 1234 1234 1234', expiry: 'MM/YY', cvv: 'CVV' } satisfies Record<SecureField, string>,
  /** The code's label for a saved card: `{card}` is its brand's name (or `card`, below) and its last 4 digits, spoken. */
  savedCvv: 'Security code for {card}',
  /** A saved card of a brand without a name. */
  card: 'card',
};

export type FieldsText = typeof en;

const ptBR: FieldsText = {
  title: 'Dados do cartão',
  labels: { number: 'Número do cartão', expiry: 'Validade', cvv: 'Código de segurança' },
  placeholders: { number: '1234 1234 1234 1234', expiry: 'MM/AA', cvv: 'CVV' },
  savedCvv: 'Código de segurança do {card}',
  card: 'cartão',
};

export const FIELDS_TEXT: Record<FieldsLang, FieldsText> = { en, 'pt-BR': ptBR };

/**
 * The badge in the number input: a brand's name (the same in every language), then a shorter one for an input too
 * narrow to show the whole number beside the longer; none for `other`.
 */
export const BRAND_NAMES: Partial<Record<CardBrand, readonly string[]>> = {
  visa: ['Visa'],
  mastercard: ['Mastercard', 'MC'],
  amex: ['Amex'],
  elo: ['Elo'],
  hipercard: ['Hipercard', 'Hiper'],
};
