import { describe, expect, it } from 'vitest';
import { buildBrCode, newTxid } from '../sandbox/br-code/br-code';
import { pixTxid } from './pix-code';

describe('pixTxid', () => {
  it('reads the txid of a BR Code', () => {
    const txid = newTxid();
    expect(pixTxid(buildBrCode({ amountInCents: 6_990, merchantName: 'Loja Café', txid }))).toBe(txid);
  });

  it('finds none in a text without additional data, or one that is no BR Code', () => {
    expect(pixTxid('000201010212')).toBeUndefined();
    expect(pixTxid('not a pix code')).toBeUndefined();
    expect(pixTxid('')).toBeUndefined();
  });
});
