/**
 * The Pix "copia e cola" text: a BR Code, the EMV merchant-presented QR payload of the Banco Central's BR Code manual
 * (docs/service.md, "Pix and boleto"). Every field is an ID (2 digits), a length (2 digits) and a value; CRC16 last.
 */
import { PIX_AMOUNT_CHARS } from '../../interface/charge-values';

/** A field the charge gave that cannot go into a BR Code. */
export class BrCodeError extends Error {
  override readonly name = 'BrCodeError';
  constructor(
    readonly code: 'INVALID_AMOUNT' | 'INVALID_TXID' | 'INVALID_PIX_KEY',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The sandbox's Pix key: an EVP (random) key in the DICT's UUID form, all zeros but for the version and variant
 * digits, so it is plainly not a real key and no real bank app can find an account for it.
 */
export const SANDBOX_PIX_KEY = '00000000-0000-4000-8000-000000000000';
/** Sandbox merchants have no address; the BR Code needs a city. */
export const SANDBOX_MERCHANT_CITY = 'SAO PAULO';
/** A merchant name made only of characters the code cannot carry still needs a name field. */
const SANDBOX_NAME_FALLBACK = 'SANDBOX MERCHANT';

const PAYLOAD_FORMAT = '01';
/** "12": the code is for one payment and should not be paid twice (a charge's code). */
const SINGLE_USE = '12';
const PIX_GUI = 'br.gov.bcb.pix';
/** "Not informed": the manual allows it, and sandbox merchants have no category. */
const DEFAULT_MCC = '0000';
const BRL_NUMERIC = '986';
const COUNTRY = 'BR';
export const MAX_MERCHANT_NAME = 25;
export const MAX_MERCHANT_CITY = 15;
export const MAX_TXID = 25;
const MAX_PIX_KEY = 77;
const MAX_FIELD_LENGTH = 99;

const ID = {
  payloadFormat: '00',
  pointOfInitiation: '01',
  merchantAccount: '26',
  gui: '00',
  key: '01',
  mcc: '52',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  txid: '05',
  crc: '63',
} as const;

export interface BrCodeInput {
  /** The charge's amount in cents (a positive integer). */
  amountInCents: number;
  merchantName: string;
  /** Defaults to SANDBOX_MERCHANT_CITY. */
  merchantCity?: string;
  /** Letters and digits, at most 25: the charge's own (see newTxid). */
  txid: string;
  /** Defaults to SANDBOX_PIX_KEY. */
  pixKey?: string;
  /** ISO 18245 merchant category code, 4 digits; defaults to "0000" (not informed). */
  mcc?: string;
}

/** One TLV field: ID, two-digit length, value. */
export function emvField(id: string, value: string): string {
  if (value.length > MAX_FIELD_LENGTH) throw new RangeError(`BR Code field ${id} is longer than ${MAX_FIELD_LENGTH}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Name and city as the manual asks: no accents, upper case, plain printable ASCII, cut to `max` characters. Anything
 * else (emoji, other scripts) is dropped, because readers differ on how they count and show it.
 */
export function brCodeText(value: string, max: number): string {
  const plain = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  return plain.slice(0, max).trim();
}

/** Reais with two decimals from integer cents, without going through floating point. */
export function brCodeAmount(amountInCents: number): string {
  if (!Number.isSafeInteger(amountInCents) || amountInCents <= 0) {
    throw new BrCodeError('INVALID_AMOUNT', 'The amount must be a positive whole number of cents.');
  }
  const text = `${Math.trunc(amountInCents / 100)}.${String(amountInCents % 100).padStart(2, '0')}`;
  if (text.length > PIX_AMOUNT_CHARS) throw new BrCodeError('INVALID_AMOUNT', 'The amount is too large for a BR Code.');
  return text;
}

const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

/** A new txid: 25 random letters and digits (about 148 bits), so no two charges share one. */
export function newTxid(): string {
  // 62 letters and digits; bytes ≥ 248 are skipped so every character is equally likely.
  const unbiasedLimit = 256 - (256 % TXID_ALPHABET.length);
  let txid = '';
  while (txid.length < MAX_TXID) {
    for (const byte of crypto.getRandomValues(new Uint8Array(MAX_TXID * 2))) {
      if (byte < unbiasedLimit && txid.length < MAX_TXID) txid += TXID_ALPHABET[byte % TXID_ALPHABET.length];
    }
  }
  return txid;
}

const CRC_INITIAL = 0xffff;
const CRC_POLYNOMIAL = 0x1021;

/** CRC16-CCITT (initial 0xFFFF, polynomial 0x1021) of the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = CRC_INITIAL;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ CRC_POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The charge's BR Code ("copia e cola" text), CRC included. */
export function buildBrCode(input: BrCodeInput): string {
  if (!TXID_PATTERN.test(input.txid))
    throw new BrCodeError('INVALID_TXID', 'The txid must be 1 to 25 letters or digits.');
  const pixKey = input.pixKey ?? SANDBOX_PIX_KEY;
  if (pixKey.length === 0 || pixKey.length > MAX_PIX_KEY)
    throw new BrCodeError('INVALID_PIX_KEY', 'The Pix key must be 1 to 77 characters.');
  const name = brCodeText(input.merchantName, MAX_MERCHANT_NAME) || SANDBOX_NAME_FALLBACK;
  const city = brCodeText(input.merchantCity ?? SANDBOX_MERCHANT_CITY, MAX_MERCHANT_CITY) || SANDBOX_MERCHANT_CITY;
  const withoutCrc =
    emvField(ID.payloadFormat, PAYLOAD_FORMAT) +
    emvField(ID.pointOfInitiation, SINGLE_USE) +
    emvField(ID.merchantAccount, emvField(ID.gui, PIX_GUI) + emvField(ID.key, pixKey)) +
    emvField(ID.mcc, input.mcc ?? DEFAULT_MCC) +
    emvField(ID.currency, BRL_NUMERIC) +
    emvField(ID.amount, brCodeAmount(input.amountInCents)) +
    emvField(ID.country, COUNTRY) +
    emvField(ID.merchantName, name) +
    emvField(ID.merchantCity, city) +
    emvField(ID.additionalData, emvField(ID.txid, input.txid)) +
    `${ID.crc}04`;
  return withoutCrc + crc16Ccitt(withoutCrc);
}
