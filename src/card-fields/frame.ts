/**
 * The secure card fields' frame (docs/service.md, "Secure card fields"): served by the service at
 * `/elements/card-fields?key=…&origin=…&lang=…`, framed by `<pay-form card-fields="secure">`.
 *
 * It talks only to the `origin` it was given: `ready` goes to the parent window with that target origin (the browser
 * drops it for any other parent) and carries the port all later messages use. It never listens to window messages,
 * and nothing it sends holds a card value.
 */
import { cardBrand, type CardBrand } from '../interface/card';
import {
  exactOrigin,
  fieldsLang,
  PROTOCOL_VERSION,
  readPageMessage,
  SECURE_FIELDS,
  type FieldsLang,
  type FrameMessageBody,
  type PageMessage,
  type SavedCardChoice,
  type SecureField,
} from '../interface/card-fields-protocol';
import type { CardTokenBody, SavedCardTokenBody } from '../interface/card-token';
import { reformat } from '../interface/card-display';
import { readFieldsStyle } from '../interface/card-fields-style';
import { applyTexts, buildFields, cardRefusals, fieldsState, readCard, showBrand, type BuiltFields } from './fields';
import { savedCardRefusals, savedCardState, savedCvvLabel, showCardEntry } from './saved-card';
import { applyStyle } from './style';
import { requestToken } from './tokenize';

/** Where the frame runs: its document, its own address, and the window that frames it. */
export interface FrameHost {
  document: Document;
  /** The frame's own address (its query names the key, the page's origin and the language). */
  location: { search: string; origin: string };
  /** The window that frames this one; `null` when the page was opened on its own. */
  parent: Pick<Window, 'postMessage'> | null;
}

/** The started frame: its fields, what the buyer has done in them, and the port to the page. */
interface Frame extends BuiltFields {
  doc: Document;
  /** The fields the buyer has left with something typed (or tried to pay with): their errors show. */
  shown: Set<SecureField>;
  focused: SecureField | null;
  /** A token request is running. */
  busy: boolean;
  /** The state last sent, serialized: an unchanged state is not sent again. */
  lastState: string;
  lang: FieldsLang;
  /** The saved card whose code alone is asked for; `null` with the three fields. */
  saved: SavedCardChoice | null;
  /** The customer session's `client_token` the page gave last, sent with a saved card's token request. */
  session?: string;
  post(message: FrameMessageBody): void;
}

/** The card's brand: the saved card's, else the typed number's. */
const brandOf = (frame: Frame): CardBrand => frame.saved?.brand ?? cardBrand(frame.inputs.number.value);

/** Marks each field valid or not, shows the brand, and sends the page the fields' state when it changed. */
function report(frame: Frame): void {
  const { inputs, form, badge, saved } = frame;
  const state = saved
    ? savedCardState(inputs.cvv, saved.brand, frame.shown, frame.focused)
    : fieldsState(inputs, frame.shown, frame.focused, new Date());
  for (const field of SECURE_FIELDS) inputs[field].setAttribute('aria-invalid', String(field in state.errors));
  form.dataset.brand = state.brand;
  showBrand(badge, inputs.number, state.empty || saved ? null : state.brand);
  const serialized = JSON.stringify(state);
  if (serialized === frame.lastState) return;
  frame.lastState = serialized;
  frame.post({ type: 'state', state });
}

/** Reformats each field as typed and reports the state on every input, focus and blur. */
function followFields(frame: Frame): void {
  const { inputs } = frame;
  for (const field of SECURE_FIELDS) {
    const input = inputs[field];
    input.addEventListener('input', () => {
      reformat(input, field, () => brandOf(frame));
      // A new brand may change how many CVV digits fit.
      if (field === 'number') reformat(inputs.cvv, 'cvv', () => brandOf(frame));
      report(frame);
    });
    input.addEventListener('focus', () => {
      frame.focused = field;
      report(frame);
    });
    input.addEventListener('blur', () => {
      if (frame.focused === field) frame.focused = null;
      if (input.value.trim()) frame.shown.add(field);
      report(frame);
    });
  }
  // A form of several text inputs and no button is never submitted by Enter: the frame tells the page itself.
  frame.form.addEventListener('submit', (event) => event.preventDefault());
  frame.form.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    frame.post({ type: 'submit' });
  });
}

/** The typed card as the token request's body. */
function typedCardBody(frame: Frame, holderName: string): CardTokenBody {
  const card = readCard(frame.inputs, holderName.trim());
  return {
    number: card.number as string,
    holder_name: card.holder_name as string,
    exp_month: card.exp_month as number,
    exp_year: card.exp_year as number,
    cvv: card.cvv as string,
  };
}

/**
 * Asks the service for a token of the typed card, or of the saved card with its code and the customer session (the
 * fields read only meanwhile), and tells the page the outcome.
 */
async function tokenize(frame: Frame, origin: string, publicKey: string, id: number, holderName: string) {
  const { inputs, post, saved } = frame;
  if (frame.busy) return post({ type: 'failed', id, code: 'busy' });
  for (const field of SECURE_FIELDS) frame.shown.add(field);
  report(frame);
  const refused = saved ? savedCardRefusals(inputs.cvv, saved.brand) : cardRefusals(inputs, holderName, new Date());
  if (Object.keys(refused).length) return post({ type: 'refused', id, fields: refused });
  const body: CardTokenBody | SavedCardTokenBody = saved
    ? { card_id: saved.id, cvv: inputs.cvv.value.trim() }
    : typedCardBody(frame, holderName);
  const brand = brandOf(frame);
  frame.busy = true;
  for (const field of SECURE_FIELDS) inputs[field].readOnly = true;
  const outcome = await requestToken(origin, publicKey, body, brand, saved ? { session: frame.session } : {});
  frame.busy = false;
  for (const field of SECURE_FIELDS) inputs[field].readOnly = false;
  // The card stays as typed, token or not: the charge may still fail (no reply, a 5xx) and be paid again as it is.
  // After a decline the page clears the CVV alone.
  if (outcome.kind === 'token') return post({ type: 'token', id, token: outcome.token });
  if (outcome.kind === 'refused') return post({ type: 'refused', id, fields: outcome.fields });
  return post({
    type: 'failed',
    id,
    code: outcome.code,
    ...(outcome.retryAfter === undefined ? {} : { retryAfter: outcome.retryAfter }),
  });
}

/** The labels and placeholders in the frame's language, the code's naming the saved card when there is one. */
function applyFrameTexts(frame: Frame): void {
  applyTexts(frame.doc, frame.lang, frame.inputs, frame.labels);
  if (frame.saved) frame.labels.cvv.textContent = savedCvvLabel(frame.lang, frame.saved);
}

/**
 * Switches to the code of `card` alone, or back to the three fields (`null`); the fields are emptied either way, so
 * no code typed for one card is sent for another.
 */
function chooseSavedCard(frame: Frame, card: SavedCardChoice | null, session: string | undefined): void {
  if (session !== undefined) frame.session = session;
  frame.saved = card;
  for (const field of SECURE_FIELDS) {
    frame.inputs[field].value = '';
    frame.shown.delete(field);
  }
  // A field taken out of the document loses focus without a blur event.
  if (card && frame.focused !== 'cvv') frame.focused = null;
  showCardEntry(frame, card);
  applyFrameTexts(frame);
  report(frame);
}

/**
 * Does what a message of the page asks: restyle, tokenize, focus or clear a field, change the language, switch to a
 * saved card's code.
 */
function handleMessage(frame: Frame, message: PageMessage, location: FrameHost['location'], publicKey: string) {
  const { doc, inputs } = frame;
  switch (message.type) {
    case 'style':
      return applyStyle(doc.documentElement, message.style);
    case 'tokenize':
      return void tokenize(frame, location.origin, publicKey, message.id, message.holderName);
    case 'focus':
      return inputs[message.field].focus();
    case 'clear':
      for (const field of message.fields ?? SECURE_FIELDS) {
        inputs[field].value = '';
        frame.shown.delete(field);
      }
      return report(frame);
    case 'lang':
      frame.lang = message.lang;
      return applyFrameTexts(frame);
    case 'saved-card':
      return chooseSavedCard(frame, message.card, message.session);
  }
}

/**
 * Builds the fields and shakes hands with the page; returns the form, or `undefined` when there is nobody to talk to
 * (opened on its own, or without a usable origin or key).
 */
export function startFrame(host: FrameHost): HTMLFormElement | undefined {
  const { document: doc, location, parent } = host;
  const params = new URLSearchParams(location.search);
  const parentOrigin = exactOrigin(params.get('origin'));
  const publicKey = params.get('key') ?? '';
  if (!parentOrigin || !publicKey || !parent) return undefined;

  const channel = new MessageChannel();
  const port = channel.port1;
  const lang = fieldsLang(params.get('lang'));
  const frame: Frame = {
    ...buildFields(doc, lang),
    doc,
    lang,
    saved: null,
    shown: new Set(),
    focused: null,
    busy: false,
    lastState: '',
    post: (message) => port.postMessage({ v: PROTOCOL_VERSION, ...message }),
  };
  const { form, inputs, badge } = frame;
  doc.body.append(form);
  followFields(frame);
  port.onmessage = (event: MessageEvent) => {
    const message = readPageMessage(event.data);
    if (message?.type === 'style') warnAboutStyle((event.data as { style: unknown }).style);
    if (message) handleMessage(frame, message, location, publicKey);
  };

  const postHeight = () =>
    frame.post({ type: 'resize', height: Math.ceil(doc.documentElement.getBoundingClientRect().height) });
  new ResizeObserver(() => {
    // A new width or font may call for the badge's other name.
    showBrand(badge, inputs.number, badge.hidden ? null : cardBrand(inputs.number.value));
    postHeight();
  }).observe(doc.documentElement);
  parent.postMessage({ v: PROTOCOL_VERSION, type: 'ready' }, parentOrigin, [channel.port2]);
  // The height now as well: a browser may hold a frame's observer callbacks back (Chromium throttles the rendering
  // of a busy or hidden frame of another origin), and the page would keep its first guess meanwhile.
  postHeight();
  report(frame);
  return form;
}

/**
 * Says in the console what the frame drops from the page's style: the page sends it unchecked, and a frame's console
 * messages show in the page's developer tools.
 */
function warnAboutStyle(raw: unknown): void {
  const { refused } = readFieldsStyle(raw);
  if (refused.length) console.warn(`[pay-form] card field style: ${refused.join('; ')}`);
}
