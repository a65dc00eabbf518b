/**
 * DOM building for the payment steps: elements made through the Document prototype (page markup such as
 * `<img name="createElement">` cannot shadow it), text only, never HTML strings, so no Trusted Types sink is touched.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
let lastId = 0;

/** A rendered step: its element, for the caller to place, and how to stop its timers before removing it. */
export interface StepView {
  element: HTMLElement;
  destroy(): void;
}

/** An id no other step element of the page has, for label and field pairs. */
export const uniqueId = (prefix: string): string => `${prefix}-${++lastId}`;

export function html<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Record<string, string> = {},
  children: ReadonlyArray<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const element = Document.prototype.createElement.call(document, tag) as HTMLElementTagNameMap[K];
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function svg(document: Document, tag: string, attributes: Record<string, string> = {}): SVGElement {
  const element = Document.prototype.createElementNS.call(document, SVG_NS, tag) as SVGElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * Says `text` in the live region `region`: its text is cleared first, so the same message (a second "Code copied") is
 * announced again.
 */
export function say(region: HTMLElement, text: string): void {
  region.textContent = '';
  queueMicrotask(() => {
    region.textContent = text;
  });
}

/** A live region of the step: a polite `role="status"` whose text is replaced to be announced (see `say`). */
export function announcer(document: Document, part: string): { element: HTMLElement; say(text: string): void } {
  const element = html(document, 'p', { role: 'status', part });
  return { element, say: (text) => say(element, text) };
}
