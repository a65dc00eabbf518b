// DOM clobbering: markup alone, with no script (`<img name="currentScript">`, `<form name="hidden">`, an injected
// comment or a profile field rendered as HTML), makes an element the value of `document.<its name>`, shadowing the
// browser's own property on the document object itself. Markup cannot reach the document's prototype: every read
// here goes through it.

/** `document[name]` as the browser defines it, whatever the page's elements are named. */
export function documentProperty<K extends keyof Document>(name: K): Document[K] {
  return Reflect.get(Object.getPrototypeOf(document), name, document);
}

/** The tab is hidden (its timers may sleep). */
export const isDocumentHidden = (): boolean => documentProperty('hidden') === true;

/** The page is still parsing: `DOMContentLoaded` is to come. */
export const isDocumentLoading = (): boolean => documentProperty('readyState') == 'loading';

export function listenToDocument(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void {
  documentProperty('addEventListener').call(document, type, listener, options);
}

export function dispatchToDocument(event: Event): void {
  documentProperty('dispatchEvent').call(document, event);
}

export function queryDocument<E extends Element>(selector: string): NodeListOf<E> {
  return documentProperty('querySelectorAll').call(document, selector) as NodeListOf<E>;
}

/** The first element under `root` that matches `selector`, even in a form whose inputs are named like its methods. */
export function queryWithin(root: Element, selector: string): Element | null {
  return Element.prototype.querySelector.call(root, selector);
}

/** The script running now, when it is a classic `<script>` (null in a module script, or after its first run). */
export function runningScript(): HTMLScriptElement | null {
  const script = documentProperty('currentScript');
  return script instanceof HTMLScriptElement ? script : null;
}

/** An element of the page stands in for `document.currentScript`: markup was injected to hijack the configuration. */
export const isCurrentScriptClobbered = (): boolean => document.currentScript !== documentProperty('currentScript');

// The types a browser runs. An inert tag (`type="text/plain"`, `application/json`) is data that injected markup can
// supply, never the pay-checkout script: its data attributes must not choose the key or where the session goes.
const EXECUTABLE_TYPE = /^((text|application)\/(x-)?(java|ecma)script|module)?$/i;

/** A `<script>` that loads a file the browser runs: a real script element, with a `src` and an executable type. */
export const isLoadingScript = (tag: Element): tag is HTMLScriptElement =>
  tag instanceof HTMLScriptElement && !!tag.getAttribute('src') && EXECUTABLE_TYPE.test(tag.type.trim());

