// DOM clobbering: markup alone, with no script (an injected comment, a profile field rendered as HTML, a CMS form),
// shadows the browser's own properties of two kinds of objects. An element named like a property of the document
// (`<img name="currentScript">`, `<form name="hidden">`, `name="createElement"`) becomes `document.<that name>`; a
// control of a form becomes `form.<its name>` (`<input name="action">`, `name="elements"`, `name="querySelector"`).
// Markup cannot reach their prototypes: every read here goes through them.

/** `target[name]` as the browser defines it (on the prototype chain), whatever the page's elements are named. */
function builtIn<T extends object, K extends keyof T>(target: T, name: K): T[K] {
  return Reflect.get(Object.getPrototypeOf(target) as object, name, target) as T[K];
}

/** `document[name]` as the browser defines it, whatever the page's elements are named. */
export function documentProperty<K extends keyof Document>(name: K): Document[K] {
  return Reflect.get(Object.getPrototypeOf(document), name, document);
}

/** The tab is hidden (its timers may sleep). */
export const isDocumentHidden = (): boolean => documentProperty('hidden') === true;

/** The page is still parsing: `DOMContentLoaded` is to come. */
export const isDocumentLoading = (): boolean => documentProperty('readyState') === 'loading';

export function listenToDocument(
  type: string,
  listener: (event: Event) => void,
  options?: AddEventListenerOptions,
): void {
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

/** The form's controls (`form.elements`), even beside a control named `elements` or `length`. */
export const formControls = (form: HTMLFormElement): Element[] => Array.from(builtIn(form, 'elements'));

/** An attribute of the form (`action`, `method`…), never a control of that name. */
export const formAttribute = (form: HTMLFormElement, name: string): string | null =>
  builtIn(form, 'getAttribute').call(form, name);

/** Every element under `root` (a form, a document) that matches `selector`. */
export const queryAllIn = <E extends Element>(root: ParentNode & object, selector: string): E[] =>
  Array.from(builtIn(root, 'querySelectorAll').call(root, selector) as NodeListOf<E>);

/** Adds `node` at the end of the form, even beside a control named `append`. */
export const appendTo = (form: HTMLFormElement, node: Node): void => builtIn(form, 'append').call(form, node);

/** The address relative URLs of `node` resolve against (a form's or the document's `baseURI`). */
export const baseUriOf = (node: Node): string => builtIn(node, 'baseURI');

/** A new element of `document`, even beside an element named `createElement`. */
export const createIn = <K extends keyof HTMLElementTagNameMap>(document: Document, tag: K): HTMLElementTagNameMap[K] =>
  builtIn(document, 'createElement').call(document, tag) as HTMLElementTagNameMap[K];

/** The `lang` of the document's root element. */
export const documentLang = (document: Document): string => builtIn(document, 'documentElement')?.lang ?? '';

/** The element of `root` (a document or a shadow root) with this id. */
export const elementById = (root: Document | ShadowRoot, id: string): HTMLElement | null =>
  builtIn(root, 'getElementById').call(root, id) as HTMLElement | null;

/** Listens on the document, even beside elements named `addEventListener` / `removeEventListener`. */
export function listenOn(document: Document, type: string, listener: EventListener, listen = true): void {
  builtIn(document, listen ? 'addEventListener' : 'removeEventListener').call(document, type, listener);
}
