import { describe, expect, it } from 'vitest';
import {
  cardFieldsUrl,
  exactOrigin,
  fieldsLang,
  readFrameMessage,
  readPageMessage,
  readReady,
} from './card-fields-protocol';

const v = 1;
const state = { brand: 'elo', complete: false, empty: false, errors: { number: 'luhn' }, focused: 'cvv' };
const token = { id: 'tok_abc123', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 };
const savedCard = { id: 'card_5f0c2a9e1b7d4c3a', brand: 'visa', last4: '4242' };
const session = 'cst_Qm9vLXRva2VuLWZvci10ZXN0cy1vbmx5';

describe('frame messages, as the page reads them', () => {
  it.each([
    ['state', { v, type: 'state', state }],
    ['resize', { v, type: 'resize', height: 180 }],
    ['submit', { v, type: 'submit' }],
    ['token', { v, type: 'token', id: 3, token }],
    ['refused', { v, type: 'refused', id: 3, fields: { cvv: 'length', holder_name: 'required' } }],
    ['failed', { v, type: 'failed', id: 3, code: 'rate_limited', retryAfter: 7 }],
  ])('accepts a well-formed %s', (_name, message) => {
    expect(readFrameMessage(message)).toEqual(message);
  });

  it.each([
    ['another version', { v: 2, type: 'submit' }],
    ['no version', { type: 'submit' }],
    ['an unknown type', { v, type: 'number', value: '4111111111111111' }],
    ['not an object', 'submit'],
    ['an array', [v, 'submit']],
    ['null', null],
    ['a state with an unknown brand', { v, type: 'state', state: { ...state, brand: 'diners' } }],
    ['a state with an unknown field', { v, type: 'state', state: { ...state, errors: { pin: 'required' } } }],
    ['a state with an unknown code', { v, type: 'state', state: { ...state, errors: { number: 'Check the number' } } }],
    ['a state with an unknown focused field', { v, type: 'state', state: { ...state, focused: 'pin' } }],
    ['a negative height', { v, type: 'resize', height: -1 }],
    ['a height past the cap', { v, type: 'resize', height: 1e9 }],
    ['a token without a request id', { v, type: 'token', token }],
    ['a token whose id is not a token id', { v, type: 'token', id: 1, token: { ...token, id: '4111111111111111' } }],
    [
      'a token whose last4 is more than four digits',
      { v, type: 'token', id: 1, token: { ...token, last4: '4111111111111111' } },
    ],
    ['an empty refusal', { v, type: 'refused', id: 1, fields: {} }],
    ['a failure with an unknown code', { v, type: 'failed', id: 1, code: 'oops' }],
  ])('ignores %s', (_name, message) => {
    expect(readFrameMessage(message)).toBeUndefined();
  });

  it('keeps only the public fields of a token', () => {
    const read = readFrameMessage({
      v,
      type: 'token',
      id: 1,
      token: { ...token, number: '4111111111111111', cvv: '123' },
    });
    expect(read).toEqual({ v, type: 'token', id: 1, token });
  });

  it('drops a retryAfter that is not a number of seconds', () => {
    expect(readFrameMessage({ v, type: 'failed', id: 1, code: 'network', retryAfter: 'soon' })).toEqual({
      v,
      type: 'failed',
      id: 1,
      code: 'network',
    });
  });

  it('reads the handshake on its own, with nothing else carried', () => {
    expect(readReady({ v, type: 'ready', extra: 'x' })).toEqual({ v, type: 'ready' });
    expect(readReady({ v, type: 'state', state })).toBeUndefined();
    expect(readReady({ v: 0, type: 'ready' })).toBeUndefined();
  });
});

describe('page messages, as the frame reads them', () => {
  it.each([
    ['tokenize', { v, type: 'tokenize', id: 1, holderName: 'Ana Souza' }],
    ['focus', { v, type: 'focus', field: 'expiry' }],
    ['clear', { v, type: 'clear' }],
    ['clear of the CVV alone', { v, type: 'clear', fields: ['cvv'] }],
    ['lang', { v, type: 'lang', lang: 'pt-BR' }],
    ['style', { v, type: 'style', style: { font: 'system', base: { color: '#222' } } }],
    ['saved card with a session', { v, type: 'saved-card', card: savedCard, session }],
    ['saved card without a session', { v, type: 'saved-card', card: { ...savedCard, brand: 'amex' } }],
    ['return to the three fields', { v, type: 'saved-card', card: null }],
  ])('accepts a well-formed %s', (_name, message) => {
    expect(readPageMessage(message)).toEqual(message);
  });

  it.each([
    ['another version', { v: 2, type: 'clear' }],
    ['a clear of an unknown field', { v, type: 'clear', fields: ['cvv', 'holder_name'] }],
    ['a clear whose fields are not a list', { v, type: 'clear', fields: 'cvv' }],
    ['a focus on an unknown field', { v, type: 'focus', field: 'holder_name' }],
    ['an unknown language', { v, type: 'lang', lang: 'fr' }],
    ['a tokenize without an id', { v, type: 'tokenize', holderName: 'Ana' }],
    ['a tokenize with a holder name that is not text', { v, type: 'tokenize', id: 1, holderName: 42 }],
    ['a style that is not an object', { v, type: 'style', style: 'color: red' }],
    ['a frame message', { v, type: 'state', state }],
    ['a saved card without a card', { v, type: 'saved-card', session }],
    ['a saved card that is not an object', { v, type: 'saved-card', card: 'card_1a2b3c' }],
    ['a saved card id without its prefix', { v, type: 'saved-card', card: { ...savedCard, id: '1a2b3c' } }],
    ['a saved card id of another kind', { v, type: 'saved-card', card: { ...savedCard, id: 'cus_1a2b3c' } }],
    ['an empty saved card id', { v, type: 'saved-card', card: { ...savedCard, id: 'card_' } }],
    ['a saved card id too long', { v, type: 'saved-card', card: { ...savedCard, id: `card_${'a'.repeat(101)}` } }],
    ['a saved card id with a path in it', { v, type: 'saved-card', card: { ...savedCard, id: 'card_1/../x' } }],
    ['a saved card of an unknown brand', { v, type: 'saved-card', card: { ...savedCard, brand: 'diners' } }],
    ['a saved card whose last4 is a number', { v, type: 'saved-card', card: { ...savedCard, last4: 4242 } }],
    ['a saved card with three last digits', { v, type: 'saved-card', card: { ...savedCard, last4: '424' } }],
    [
      'a saved card whose last4 is the whole number',
      { v, type: 'saved-card', card: { ...savedCard, last4: '4111111111111111' } },
    ],
    ['a session that is not text', { v, type: 'saved-card', card: savedCard, session: 42 }],
    ['an empty session', { v, type: 'saved-card', card: savedCard, session: '' }],
    ['a session that would split a header', { v, type: 'saved-card', card: savedCard, session: 'cst_a\r\nX-Evil: 1' }],
    ['a session too long', { v, type: 'saved-card', card: savedCard, session: `cst_${'a'.repeat(600)}` }],
  ])('ignores %s', (_name, message) => {
    expect(readPageMessage(message)).toBeUndefined();
  });

  it('keeps only the public fields of a saved card', () => {
    const read = readPageMessage({
      v,
      type: 'saved-card',
      card: { ...savedCard, number: '4111111111111111', holder_name: 'Ana' },
      session,
    });
    expect(read).toEqual({ v, type: 'saved-card', card: savedCard, session });
  });

  it('reduces a style to what the fields accept', () => {
    const read = readPageMessage({
      v,
      type: 'style',
      style: { font: 'Comic Sans', fontSize: '16px', base: { color: 'url(https://evil.example/x)' } },
    });
    expect(read).toEqual({ v, type: 'style', style: { fontSize: '16px' } });
  });
});

describe('exactOrigin', () => {
  it.each([
    'https://shop.example',
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
    'https://xn--lja-gna.example',
  ])('accepts %s', (origin) => {
    expect(exactOrigin(origin)).toBe(origin);
  });

  it.each([
    'https://shop.example/',
    'https://shop.example/checkout',
    'https://shop.example?x=1',
    'https://user@shop.example',
    'HTTPS://SHOP.EXAMPLE',
    'https://shop.example:443',
    'https://*.example',
    'null',
    '*',
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    '',
    undefined,
  ])('refuses %s', (origin) => {
    expect(exactOrigin(origin)).toBeUndefined();
  });
});

describe('fieldsLang and cardFieldsUrl', () => {
  it('reads any Portuguese as pt-BR and anything else as en', () => {
    expect([
      fieldsLang('pt-BR'),
      fieldsLang('pt'),
      fieldsLang('PT-pt'),
      fieldsLang('en-GB'),
      fieldsLang('fr'),
      fieldsLang(undefined),
    ]).toEqual(['pt-BR', 'pt-BR', 'pt-BR', 'en', 'en', 'en']);
  });

  it('puts key, origin and lang in the query, encoded', () => {
    const url = new URL(cardFieldsUrl('http://127.0.0.1:4010', 'pk_test_demo', 'https://shop.example', 'pt-BR'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4010/elements/card-fields');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'pk_test_demo',
      origin: 'https://shop.example',
      lang: 'pt-BR',
    });
  });
});
