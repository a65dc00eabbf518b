import { createIn } from '../../interface/browser/dom';

/**
 * A new element of the element's own shadow tree with its attributes (`part`, `role`…): made through the Document
 * prototype (see `createIn`); its text is set by the caller, as text only.
 */
export function elementIn<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  const element = createIn(document, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}
