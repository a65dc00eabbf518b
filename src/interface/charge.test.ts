import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeCreateSchema, hostedFlowForbiddenFields, passesLuhn } from './charge';
import { TEST_CARDS } from './sandbox-cards';
import { rateLimitCategoryFor } from './rate-limit';

const luhnDigit = (body: string) => {
  for (let digit = 0; digit < 10; digit += 1) if (passesLuhn(`${body}${digit}`)) return String(digit);
  throw new Error('unreachable');
};

describe('passesLuhn', () => {
  it('accepts the sandbox test cards', () => {
    expect(passesLuhn(TEST_CARDS.captured)).toBe(true);
    expect(passesLuhn(TEST_CARDS.failed)).toBe(true);
  });

  it('has exactly one check digit for every body, and catches any single-digit change', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const number = body + luhnDigit(body);
          expect(passesLuhn(number)).toBe(true);
          const index = position % number.length;
          const changed =
            number.slice(0, index) + String((Number(number[index]) + delta) % 10) + number.slice(index + 1);
          expect(passesLuhn(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('chargeCreateSchema', () => {
  const base = {
    amount: 100,
    product_type: 'digital',
    customer: { name: 'A', email: 'a@b.example', type: 'individual' },
    items: [{ name: 'x', quantity: 1, unit_price: 100, tangible: false }],
    payment_method: 'credit_card',
  };

  it('needs card data in the transparent flow and forbids it in the hosted flow', () => {
    expect(chargeCreateSchema.safeParse(base).success).toBe(false);
    expect(chargeCreateSchema.safeParse({ ...base, card_token: 'tok' }).success).toBe(true);
    expect(chargeCreateSchema.safeParse({ ...base, card_flow: 'hosted' }).success).toBe(true);
    expect(chargeCreateSchema.safeParse({ ...base, card_flow: 'hosted', card_token: 'tok' }).success).toBe(false);
  });

  it('takes any non-empty product_type up to 255 characters', () => {
    const hosted = { ...base, card_flow: 'hosted' };
    expect(chargeCreateSchema.safeParse({ ...hosted, product_type: 'x'.repeat(255) }).success).toBe(true);
    expect(chargeCreateSchema.safeParse({ ...hosted, product_type: 'x'.repeat(256) }).success).toBe(false);
    expect(chargeCreateSchema.safeParse({ ...hosted, product_type: '  ' }).success).toBe(false);
  });

  it('names hosted card fields from the raw body, even malformed', () => {
    expect(
      hostedFlowForbiddenFields({ card_flow: 'hosted', payment_details: { card: 5 } }).map((d) => d.field),
    ).toEqual(['payment_details.card']);
    expect(hostedFlowForbiddenFields({ payment_details: { card: 5 } })).toEqual([]);
    expect(hostedFlowForbiddenFields('nope')).toEqual([]);
  });
});

describe('rateLimitCategoryFor', () => {
  it('maps charges to transactions, submerchants to queries, the rest to default', () => {
    expect(rateLimitCategoryFor('/v1/charges')).toBe('transactions');
    expect(rateLimitCategoryFor('/v1/charges/abc')).toBe('transactions');
    expect(rateLimitCategoryFor('/v1/submerchants/abc/documents')).toBe('queries');
    expect(rateLimitCategoryFor('/v1/chargesx')).toBe('default');
    expect(rateLimitCategoryFor('/v1/fraud-sessions')).toBe('default');
  });
});
