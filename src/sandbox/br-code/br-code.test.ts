import { createStaticPix, hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { brCodeAmount, brCodeText, BrCodeError, buildBrCode, crc16Ccitt, newTxid, SANDBOX_PIX_KEY } from './br-code';

/** A plain EMV TLV reader, written here and not shared with the builder, to read the fields pix-utils does not expose. */
function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    expect(Number.isInteger(length), `length of field ${id}`).toBe(true);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  expect(at).toBe(text.length);
  return fields;
}

const CHARGE = {
  amountInCents: 12_345,
  merchantName: 'Demo Store',
  merchantCity: 'São Paulo',
  txid: 'ch7Xq2Lm9PzR4tY8wK3nB6vD1',
};

describe('BR Code', () => {
  it('reads back in pix-utils with no error: amount, name, city, txid and key', () => {
    const code = buildBrCode(CHARGE);
    const pix = parsePix(code);
    expect(hasError(pix), JSON.stringify(pix)).toBe(false);
    expect(pix).toMatchObject({
      type: 'STATIC',
      transactionAmount: 123.45,
      merchantName: 'DEMO STORE',
      merchantCity: 'SAO PAULO',
      txid: CHARGE.txid,
      pixKey: SANDBOX_PIX_KEY,
      transactionCurrency: '986',
      countryCode: 'BR',
      merchantCategoryCode: '0000',
    });
  });

  it('has the manual’s layout: format 01, single use 12, GUI, and the CRC over everything before it', () => {
    const code = buildBrCode(CHARGE);
    const fields = readTlv(code);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(readTlv(fields.get('26') ?? '')).toEqual(
      new Map([
        ['00', 'br.gov.bcb.pix'],
        ['01', SANDBOX_PIX_KEY],
      ]),
    );
    expect(fields.get('54')).toBe('123.45');
    expect(readTlv(fields.get('62') ?? '').get('05')).toBe(CHARGE.txid);
    expect(code.endsWith(`6304${crc16Ccitt(code.slice(0, -4))}`)).toBe(true);
  });

  it('a single changed character fails the reader’s CRC check', () => {
    const code = buildBrCode(CHARGE).replace('123.45', '923.45');
    expect(hasError(parsePix(code))).toBe(true);
  });

  it('matches fixed vectors: the CRC check value, the manual’s example code and pix-utils’ own example', () => {
    // CRC-16/CCITT-FALSE's standard check value.
    expect(crc16Ccitt('123456789')).toBe('29B1');
    // The example BR Code of the Banco Central's BR Code manual (static, no amount).
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16Ccitt(manual)).toBe('1D3D');
    // The static code in pix-utils' README.
    const readme =
      '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***6304';
    expect(crc16Ccitt(readme)).toBe('6069');
  });

  it('builds the same text as a fixed vector, byte for byte (CRC 5E69 as pix-utils computes it)', () => {
    expect(buildBrCode({ amountInCents: 100, merchantName: 'Loja Ação', merchantCity: 'Brasília', txid: 'TX1' })).toBe(
      '00020101021226580014br.gov.bcb.pix013600000000-0000-4000-8000-000000000000520400005303986' +
        '54041.005802BR5909LOJA ACAO6008BRASILIA62070503TX163045E69',
    );
  });

  it('builds, character for character, what pix-utils builds from the same single-use charge', () => {
    const cases = [
      { amountInCents: 1, merchantName: 'Demo Store', merchantCity: 'Rio de Janeiro', txid: 'A1' },
      { amountInCents: 123_456, merchantName: 'Loja Ação', merchantCity: 'Brasília', txid: newTxid() },
      { amountInCents: 99_999_999, merchantName: 'Padaria do Zé', merchantCity: 'Goiânia', txid: newTxid() },
    ];
    for (const charge of cases) {
      // pix-utils reads `oneTime` (point of initiation 12) for static codes too, though its types list it only for
      // dynamic ones (its `isTransactionUnique` option is declared but unused).
      const params = {
        merchantName: charge.merchantName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
        merchantCity: charge.merchantCity,
        pixKey: SANDBOX_PIX_KEY,
        txid: charge.txid,
        transactionAmount: charge.amountInCents / 100,
        oneTime: true,
      };
      const reference = createStaticPix(params);
      if (hasError(reference)) throw new Error(JSON.stringify(reference));
      expect(buildBrCode(charge)).toBe(reference.toBRCode());
    }
  });

  it('cuts long names and cities to 25 and 15 characters and strips accents', () => {
    const code = buildBrCode({
      ...CHARGE,
      merchantName: 'Padaria e Confeitaria Coração de São João',
      merchantCity: 'São José dos Campos',
    });
    const pix = parsePix(code);
    expect(hasError(pix)).toBe(false);
    expect(pix).toMatchObject({ merchantName: 'PADARIA E CONFEITARIA COR', merchantCity: 'SAO JOSE DOS CA' });
    expect(brCodeText('  Açaí   do Zé 🍇 ', 25)).toBe('ACAI DO ZE');
    expect(brCodeText('😀😀', 25)).toBe('');
    expect(parsePix(buildBrCode({ ...CHARGE, merchantName: '😀' }))).toMatchObject({
      merchantName: 'SANDBOX MERCHANT',
    });
  });

  it('writes amounts with two decimals from cents, without floating-point error', () => {
    expect(brCodeAmount(1)).toBe('0.01');
    expect(brCodeAmount(10)).toBe('0.10');
    expect(brCodeAmount(100)).toBe('1.00');
    expect(brCodeAmount(1_999_999)).toBe('19999.99');
    for (const cents of [1, 29, 57, 110, 1015, 99_999_999]) {
      const pix = parsePix(buildBrCode({ ...CHARGE, amountInCents: cents }));
      expect(pix).toMatchObject({ transactionAmount: cents / 100 });
    }
  });

  it('refuses what cannot be encoded, with a typed code', () => {
    expect(() => buildBrCode({ ...CHARGE, amountInCents: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => buildBrCode({ ...CHARGE, amountInCents: 1.5 })).toThrow(BrCodeError);
    expect(() => buildBrCode({ ...CHARGE, txid: 'has_underscore' })).toThrow(
      expect.objectContaining({ code: 'INVALID_TXID' }),
    );
    expect(() => buildBrCode({ ...CHARGE, txid: 'A'.repeat(26) })).toThrow(
      expect.objectContaining({ code: 'INVALID_TXID' }),
    );
  });

  it('gives every charge its own 25-character txid', () => {
    const txids = new Set(Array.from({ length: 500 }, newTxid));
    expect(txids.size).toBe(500);
    for (const txid of txids) expect(txid).toMatch(/^[A-Za-z0-9]{25}$/);
  });
});
