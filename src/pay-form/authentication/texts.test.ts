import { describe, expect, it } from 'vitest';
import { authenticationText, wordedReason } from './texts';

describe('the card outcome’s texts', () => {
  it.each([
    ['en', 'Try another card.'],
    ['pt-BR', 'Tente outro cartão.'],
  ] as const)('%s: a card its bank cannot authenticate tells the buyer to use another card', (locale, another) => {
    const texts = authenticationText(locale);
    expect(texts[wordedReason('authentication_unavailable')]).toMatch(new RegExp(`${another}$`));
    // As a declined card does: this card will not pay, whatever the buyer tries with it.
    expect(texts.declined).toMatch(new RegExp(`${another}$`));
  });
});
