/**
 * Field errors: the problems of a card check, a card-token refusal or the back end's refusal, each placed next to the
 * input it concerns, in the light DOM (so the page's own styles and screen readers see
 * them with the input): `aria-invalid="true"` on the input, and a message element tied by `aria-describedby`.
 * Text only (`textContent`), never HTML: nothing here is a Trusted Types sink.
 *
 * A page that wants the message elsewhere (a grid cell, under a group) ties its own empty element beforehand:
 * `<span id="number-error" data-pay-field-error></span>` and `aria-describedby="number-error"` on the input.
 */

import { CARD_FIELDS, type CardField } from '../../interface/card';
import { createIn, elementById, formControls, queryAllIn } from '../../interface/browser/dom';
import { inputForCardField, type CardInputs } from './card-controls';
import type { FieldProblem, PayFieldError, PayFieldErrorSource } from './events';

/** Marks the message elements the element creates (style them with `[data-pay-field-error]`). */
const FIELD_ERROR_ATTRIBUTE = 'data-pay-field-error';

type Field = HTMLElement & { name?: string };

let nextId = 0;

/** Shows `message` for `input`, replacing what it showed before. */
function showFieldError(input: Field, message: string): void {
  const holder = messageElement(input);
  holder.textContent = message;
  holder.hidden = false;
  input.setAttribute('aria-invalid', 'true');
  const ids = describedBy(input);
  if (!ids.includes(holder.id)) input.setAttribute('aria-describedby', [...ids, holder.id].join(' '));
}

/** Removes the problem shown for `input`, leaving the merchant's own `aria-describedby` ids as they were. */
export function clearFieldError(input: Field): void {
  const holder = existingMessage(input);
  if (!holder) return;
  input.removeAttribute('aria-invalid');
  const ids = describedBy(input).filter((id) => id !== holder.id);
  if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
  else input.removeAttribute('aria-describedby');
  holder.textContent = '';
  holder.hidden = true;
}

function describedBy(input: Element): string[] {
  return (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
}

/** The message element tied to `input` by a previous call, if any. */
function existingMessage(input: Field): HTMLElement | undefined {
  const root = input.getRootNode() as Document | ShadowRoot;
  for (const id of describedBy(input)) {
    const element = elementById(root, id);
    if (element?.hasAttribute(FIELD_ERROR_ATTRIBUTE)) return element;
  }
  return undefined;
}

/**
 * A new message element placed right after `anchor`, with its own id: for an input's problem here, and for a refusal
 * of the secure fields' frame (src/pay-form/card/secure-card-source.ts), whose `tag` is a block of its own.
 */
export function createFieldMessage(anchor: Element, tag: 'span' | 'div' = 'span'): HTMLElement {
  const holder = createIn(anchor.ownerDocument, tag);
  holder.setAttribute(FIELD_ERROR_ATTRIBUTE, '');
  holder.id = `pay-field-error-${++nextId}`;
  anchor.after(holder);
  return holder;
}

function messageElement(input: Field): HTMLElement {
  return existingMessage(input) ?? createFieldMessage(input);
}

/** Clears every problem this module shows in `form` (the merchant's own `aria-invalid` marks stay). */
export function clearFieldErrors(form: HTMLFormElement): void {
  queryAllIn<HTMLElement>(form, '[aria-invalid="true"]').forEach(clearFieldError);
}

/** The text for a problem; `cardField` when it sits on a card input. */
export type ProblemText = (problem: FieldProblem, cardField: CardField | undefined, placed: boolean) => string;

/**
 * Shows each problem next to its input: for the back end's refusals the control whose `name` is the field, else, for a
 * card field, the card input that holds it. One message per input (the first problem); a problem with no input comes back with `input: null`,
 * for the live region.
 */
export function placeFieldProblems(
  form: HTMLFormElement,
  cardInputs: CardInputs | undefined,
  problems: readonly FieldProblem[],
  text: ProblemText,
  source: PayFieldErrorSource,
): PayFieldError[] {
  // In reverse, so that the first problem of an input is the one it shows.
  const errors = [...problems].reverse().map((problem): PayFieldError => {
    // The card checks and the token call name card fields (`number` is never an address number there); another field
    // they name (the buyer's document) is the control of that name.
    const named = source === 'action' || !cardFieldOf(problem.field) ? namedControl(form, problem.field) : undefined;
    const cardField = named && !isCardControl(cardInputs, named) ? undefined : cardFieldOf(problem.field);
    const input = named ?? (cardField && cardInputs ? inputForCardField(cardInputs, cardField) : undefined);
    const message = text(problem, cardField, !!input);
    if (input) showFieldError(input, message);
    return { ...problem, message, input: input ?? null };
  });
  return errors.reverse();
}

function namedControl(form: HTMLFormElement, name: string): HTMLElement | undefined {
  return (formControls(form) as HTMLInputElement[]).find(
    (element) => element.name === name && element.type !== 'hidden',
  );
}

function isCardControl(cardInputs: CardInputs | undefined, element: HTMLElement): boolean {
  return !!cardInputs && Object.values(cardInputs).includes(element);
}

/**
 * The card field a refusal names, as the token call (`number`) or a charge (`payment_details.card.number`,
 * `card.cvv`) names it; `card_token` points at the number. `undefined` for any other field.
 */
function cardFieldOf(field: string): CardField | undefined {
  const path = field.split('.');
  const last = path[path.length - 1];
  if (last === 'card_token') return 'number';
  const isCardField = (CARD_FIELDS as readonly string[]).includes(last);
  return isCardField && (path.length === 1 || path[path.length - 2] === 'card') ? (last as CardField) : undefined;
}
