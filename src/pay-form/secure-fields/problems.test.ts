import { describe, expect, it } from 'vitest';
import { secureFieldProblems } from './problems';

describe('secureFieldProblems', () => {
  it('lists the frame fields first, in their order, then the holder name, each with its card field', () => {
    expect(secureFieldProblems({ holder_name: 'required', cvv: 'length', expiry: 'expired' })).toEqual([
      { field: 'expiry', cardField: 'exp_month', rule: 'expired' },
      { field: 'cvv', cardField: 'cvv', rule: 'length' },
      { field: 'holder_name', cardField: 'holder_name', rule: 'required' },
    ]);
  });
});
