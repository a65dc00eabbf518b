// DOM clobbering: markup alone, with no script, shadows the browser's own properties of two kinds of objects. An
// element named like a property of the document (`<img name="hidden">`, `<form name="createElement">`) becomes
// `document.<that name>`; a control of a form becomes `form.<its name>` (`<input name="action">`, `name="elements"`,
// `name="querySelector"`: common in CMS forms). Markup cannot reach their prototypes: every read here goes through them.

/** `target[name]` as the browser defines it (on the prototype chain), whatever the page's elements are named. */
function builtIn<T extends object, K extends keyof T>(target: T, name: K): T[K] {
  return Reflect.get(Object.getPrototypeOf(target) as object, name, target) as T[K];
}

/** The form's controls (`form.elements`), even beside a control named `elements` or `length`. */
export const formControls = (form: HTMLFormElement): Element[] => Array.from(builtIn(form, 'elements'));

/** An attribute of the form (`action`, `method`…), never a control of that name. */
export const formAttribute = (form: HTMLFormElement, name: string): string | null => builtIn(form, 'getAttribute').call(form, name);

/** The first element under `root` (a form, a document) that matches `selector`. */
export const queryIn = <E extends Element>(root: ParentNode & object, selector: string): E | null =>
  builtIn(root, 'querySelector').call(root, selector) as E | null;

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
