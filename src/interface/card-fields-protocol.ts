/**
 * The messages between `<pay-form>` (the page) and the secure card fields (a frame served by the service, see
 * docs/service.md, "Secure card fields").
 *
 * Handshake: the frame creates a `MessageChannel` and posts `ready` to `window.parent`, with the `origin` it was given
 * as target origin, transferring one port. The browser delivers it only when the parent has that origin; the page
 * accepts it only when `event.origin` is the service's origin and `event.source` its own frame. Everything after
 * goes over the two ports, which only these two documents hold; the frame never listens to window messages.
 *
 * Every message carries `v: PROTOCOL_VERSION` and is read with the `read…` functions below: anything unknown or
 * malformed is `undefined` and ignored. The frame sends state, never a card value.
 */
import { CARD_BRANDS, CARD_RULES, type CardBrand, type CardRule } from './card';
import { readFieldsStyle, type FieldsStyle } from './card-fields-style';
import type { CardTokenCard } from './card-token';
import { LANGS, langFrom, type Lang } from './lang';
import { isRecord } from './plain-object';

export const PROTOCOL_VERSION = 1;

/** The frame's three inputs. */
export type SecureField = 'number' | 'expiry' | 'cvv';
/** The id of an element inside the frame: a field's input (its label points at it), the brand badge; tests find them by it. */
export const frameElementId = (field: SecureField | 'brand'): string => `pc-${field}`;
export const SECURE_FIELDS: readonly SecureField[] = ['number', 'expiry', 'cvv'];

/** A field a refusal may name: the frame's own, or the holder name the page sent with `tokenize`. */
export type RefusedField = SecureField | 'holder_name';
const REFUSED_FIELDS: readonly string[] = [...SECURE_FIELDS, 'holder_name'];

/** What is wrong with a field: a card rule (the shared card checks), or `invalid` when the service names no rule. */
export type FieldErrorCode = CardRule | 'invalid';
const ERROR_CODES: readonly string[] = [...CARD_RULES, 'invalid'];
const BRANDS: readonly string[] = CARD_BRANDS;

export type FieldsLang = Lang;

export type FieldErrors = Partial<Record<SecureField, FieldErrorCode>>;
export type RefusedFields = Partial<Record<RefusedField, FieldErrorCode>>;

/**
 * Why a tokenization gave no token, other than the card itself. Codes of the frame's messages, spelled as the
 * service's wire values are (snake_case); the element's own `rate-limited` state is a name of its API, not of this.
 */
export const TOKEN_FAILURE_CODES = [
  'network', // no answer from the service
  'timeout',
  'rate_limited', // with `retryAfter` seconds
  'unauthorized', // the public key was refused (401/403)
  'unavailable', // 5xx or a reply that is not a token
  'busy', // a tokenization is already under way
  'session_expired', // a saved card's token request was refused: the customer session is expired, unknown or not the card's
] as const;
export type TokenFailureCode = (typeof TOKEN_FAILURE_CODES)[number];
const FAILURE_CODES: readonly string[] = TOKEN_FAILURE_CODES;

/** The token the frame passes on: its public card fields (never the number or the CVV). */
export type SecureToken = CardTokenCard;

/** The fields' state as the buyer left it; `errors` lists only what should be shown now. */
export interface FieldsState {
  brand: CardBrand;
  complete: boolean;
  /** Nothing typed, and no saved card chosen (a chosen one is not empty before its code is typed). */
  empty: boolean;
  errors: FieldErrors;
  focused: SecureField | null;
}

interface Versioned {
  v: typeof PROTOCOL_VERSION;
}

// Frame → page. `ready` alone travels by window.postMessage (with the port); the rest over the port.
export type ReadyMessage = Versioned & { type: 'ready' };
export type FrameMessage = Versioned &
  (
    | { type: 'state'; state: FieldsState }
    | { type: 'resize'; height: number }
    /** Enter in a field: the page submits its form, as Enter in its own inputs would. */
    | { type: 'submit' }
    | { type: 'token'; id: number; token: SecureToken }
    | { type: 'refused'; id: number; fields: RefusedFields }
    | { type: 'failed'; id: number; code: TokenFailureCode; retryAfter?: number }
  );

/** A message as its sender writes it; `v` is added when it is posted. */
type Unversioned<M> = M extends unknown ? Omit<M, 'v'> : never;
export type FrameMessageBody = Unversioned<FrameMessage>;

// Page → frame, over the port.
export type PageMessage = Versioned &
  (
    | { type: 'style'; style: FieldsStyle }
    /** `id` pairs the answer with the request; `holderName` comes from the page's own `cc-name` input. */
    | { type: 'tokenize'; id: number; holderName: string }
    | { type: 'focus'; field: SecureField }
    /** Empties `fields` (every field when absent): after a decline only the CVV is typed again. */
    | { type: 'clear'; fields?: SecureField[] }
    | { type: 'lang'; lang: FieldsLang }
    /**
     * A saved card: the frame shows the security code alone, for that card; `null` goes back to the three fields.
     * `session` is the customer session's `client_token`, kept until another is sent.
     */
    | { type: 'saved-card'; card: SavedCardChoice | null; session?: string }
  );

export type PageMessageBody = Unversioned<PageMessage>;

/**
 * A saved card the buyer chose: what the page lists of it, never more. With one, the frame asks only for its security
 * code and tokenizes `{ card_id, cvv }` with the customer session.
 */
export interface SavedCardChoice {
  /** `card_…` */
  id: string;
  brand: CardBrand;
  last4: string;
}

/** Upper bound of a frame height the page follows, in px: a runaway layout must not grow the page forever. */
export const MAX_FRAME_HEIGHT = 2000;
/** A transport bound only: the card rules refuse a name over 100 characters with their own code. */
const MAX_HOLDER_NAME = 200;
const MAX_ID = Number.MAX_SAFE_INTEGER;
const SAVED_CARD_ID = /^card_[\w-]{1,100}$/;
/** A `client_token` as a header may carry it: a bounded run of URL-safe characters, nothing that could split a header. */
const SESSION_TOKEN = /^[\w.~-]{1,512}$/;
const LAST4 = /^\d{4}$/;

const isOneOf = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);
const isRequestId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_ID;

/** The message's fields when it is an object of this protocol version with a string `type`. */
function envelope(data: unknown): (Record<string, unknown> & { type: string }) | undefined {
  return isRecord(data) && data.v === PROTOCOL_VERSION && typeof data.type === 'string'
    ? (data as Record<string, unknown> & { type: string })
    : undefined;
}

/** `{field: code}` with known fields and codes only; `undefined` when anything else is in it. */
function readFieldCodes(raw: unknown, fields: readonly string[]): Partial<Record<string, FieldErrorCode>> | undefined {
  if (!isRecord(raw)) return undefined;
  const entries = Object.entries(raw);
  if (!entries.every(([field, code]) => fields.includes(field) && isOneOf(ERROR_CODES, code))) return undefined;
  return Object.fromEntries(entries) as Partial<Record<string, FieldErrorCode>>;
}

export function readReady(data: unknown): ReadyMessage | undefined {
  const message = envelope(data);
  return message?.type === 'ready' ? { v: PROTOCOL_VERSION, type: 'ready' } : undefined;
}

function readState(raw: unknown): FieldsState | undefined {
  if (
    !isRecord(raw) ||
    !isOneOf(BRANDS, raw.brand) ||
    typeof raw.complete !== 'boolean' ||
    typeof raw.empty !== 'boolean'
  )
    return undefined;
  const errors = readFieldCodes(raw.errors, SECURE_FIELDS);
  const focused =
    raw.focused === null ? null : isOneOf(SECURE_FIELDS, raw.focused) ? (raw.focused as SecureField) : undefined;
  if (!errors || focused === undefined) return undefined;
  return { brand: raw.brand as CardBrand, complete: raw.complete, empty: raw.empty, errors, focused };
}

function readToken(raw: unknown): SecureToken | undefined {
  if (!isRecord(raw)) return undefined;
  const { id, brand, last4, exp_month: month, exp_year: year } = raw;
  if (typeof id !== 'string' || !/^tok_[\w-]{1,100}$/.test(id) || !isOneOf(BRANDS, brand)) return undefined;
  if (typeof last4 !== 'string' || !LAST4.test(last4)) return undefined;
  if (!Number.isInteger(month) || !Number.isInteger(year)) return undefined;
  return { id, brand: brand as CardBrand, last4, exp_month: month as number, exp_year: year as number };
}

/** A frame message as the page may act on it; `undefined` when unknown or malformed. */
export const isCardBrand = (value: unknown): value is CardBrand => isOneOf(BRANDS, value);
export const isCardRule = (value: unknown): value is CardRule => isOneOf(CARD_RULES, value);

export function readFrameMessage(data: unknown): FrameMessage | undefined {
  const message = envelope(data);
  const v = PROTOCOL_VERSION;
  switch (message?.type) {
    case 'state': {
      const state = readState(message.state);
      return state && { v, type: 'state', state };
    }
    case 'resize': {
      const { height } = message;
      return typeof height === 'number' && height >= 0 && height <= MAX_FRAME_HEIGHT
        ? { v, type: 'resize', height }
        : undefined;
    }
    case 'submit':
      return { v, type: 'submit' };
    case 'token': {
      const token = readToken(message.token);
      return token && isRequestId(message.id) ? { v, type: 'token', id: message.id, token } : undefined;
    }
    case 'refused': {
      const fields = readFieldCodes(message.fields, REFUSED_FIELDS);
      return fields && Object.keys(fields).length && isRequestId(message.id)
        ? { v, type: 'refused', id: message.id, fields }
        : undefined;
    }
    case 'failed': {
      const { id, code, retryAfter } = message;
      if (!isRequestId(id) || !isOneOf(FAILURE_CODES, code)) return undefined;
      const wait =
        typeof retryAfter === 'number' && retryAfter >= 0 && Number.isFinite(retryAfter) ? { retryAfter } : {};
      return { v, type: 'failed', id, code: code as TokenFailureCode, ...wait };
    }
    default:
      return undefined;
  }
}

/** A saved card the page chose, its public fields only; `null` for none; `undefined` when malformed. */
export function readSavedCardChoice(raw: unknown): SavedCardChoice | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw)) return undefined;
  const { id, brand, last4 } = raw;
  const valid =
    typeof id === 'string' &&
    SAVED_CARD_ID.test(id) &&
    isOneOf(BRANDS, brand) &&
    typeof last4 === 'string' &&
    LAST4.test(last4);
  return valid ? { id, brand: brand as CardBrand, last4 } : undefined;
}

/**
 * A page message as the frame may act on it; `undefined` when unknown or malformed. A style is reduced to what
 * `readFieldsStyle` accepts.
 */
export function readPageMessage(data: unknown): PageMessage | undefined {
  const message = envelope(data);
  const v = PROTOCOL_VERSION;
  switch (message?.type) {
    case 'style':
      return isRecord(message.style) ? { v, type: 'style', style: readFieldsStyle(message.style).style } : undefined;
    case 'tokenize': {
      const { id, holderName } = message;
      const valid = isRequestId(id) && typeof holderName === 'string' && holderName.length <= MAX_HOLDER_NAME;
      return valid ? { v, type: 'tokenize', id, holderName } : undefined;
    }
    case 'focus':
      return isOneOf(SECURE_FIELDS, message.field)
        ? { v, type: 'focus', field: message.field as SecureField }
        : undefined;
    case 'clear': {
      const { fields } = message;
      if (fields === undefined) return { v, type: 'clear' };
      const known = Array.isArray(fields) && fields.every((field) => isOneOf(SECURE_FIELDS, field));
      return known ? { v, type: 'clear', fields: fields as SecureField[] } : undefined;
    }
    case 'lang':
      return isOneOf(LANGS, message.lang) ? { v, type: 'lang', lang: message.lang as FieldsLang } : undefined;
    case 'saved-card': {
      const card = readSavedCardChoice(message.card);
      const { session } = message;
      if (card === undefined) return undefined;
      if (session === undefined) return { v, type: 'saved-card', card };
      return typeof session === 'string' && SESSION_TOKEN.test(session)
        ? { v, type: 'saved-card', card, session }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** `en` or `pt-BR` from a `lang` value: the shared rule of src/interface/lang.ts. */
export const fieldsLang: (raw: string | null | undefined) => FieldsLang = langFrom;

// Where the frame is served and which origins it talks to: ./card-fields-url.ts.
export { CARD_FIELDS_PATH, cardFieldsUrl, exactOrigin } from './card-fields-url';
