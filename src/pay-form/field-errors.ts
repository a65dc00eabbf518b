/**
 * Problems shown next to the inputs they concern, in the light DOM (so the page's own styles and screen readers see
 * them with the input): `aria-invalid="true"` on the input, and a message element tied by `aria-describedby`.
 * Text only (`textContent`), never HTML: nothing here is a Trusted Types sink.
 *
 * A page that wants the message elsewhere (a grid cell, under a group) ties its own empty element beforehand:
 * `<span id="number-error" data-pay-field-error></span>` and `aria-describedby="number-error"` on the input.
 */

/** Marks the message elements this module creates (style them with `[data-pay-field-error]`). */
export const FIELD_ERROR_ATTRIBUTE = 'data-pay-field-error';

import { createIn, elementById, queryAllIn } from './dom';

type Field = HTMLElement & { name?: string };

let nextId = 0;

/** Shows `message` for `input`, replacing what it showed before. */
export function showFieldError(input: Field, message: string): void {
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

function messageElement(input: Field): HTMLElement {
  const existing = existingMessage(input);
  if (existing) return existing;
  const holder = createIn(input.ownerDocument, 'span');
  holder.setAttribute(FIELD_ERROR_ATTRIBUTE, '');
  holder.id = `pay-field-error-${++nextId}`;
  input.after(holder);
  return holder;
}

/** Clears every problem this module shows in `form` (the merchant's own `aria-invalid` marks stay). */
export function clearFieldErrors(form: HTMLFormElement): void {
  queryAllIn<HTMLElement>(form, '[aria-invalid="true"]').forEach(clearFieldError);
}
