import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard } from '../interface/card';
import { cards } from './cards';
import { expiryParts } from './buyer';

describe('cards', () => {
  it.each(Object.entries(cards))('%s is a card the checks accept, with an MM/YY expiry', (_name, card) => {
    const { month, year4 } = expiryParts(card.expiry);
    expect(
      checkCard({
        number: card.number,
        holder_name: card.name,
        exp_month: Number(month),
        exp_year: Number(year4),
        cvv: card.cvv,
      }),
    ).toEqual([]);
  });

  it('has an Amex with a 4-digit CVV, and the 3-D Secure cards of the contract', () => {
    expect(cardBrand(cards.amex.number)).toBe('amex');
    expect(cards.amex.cvv).toHaveLength(4);
    expect([cards.challenge, cards.frictionless, cards.unenrolled].map((card) => card.number)).toEqual([
      '4000000000003220',
      '4000000000003063',
      '4000000000003055',
    ]);
  });
});
