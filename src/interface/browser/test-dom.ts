// The document as the browser defines it, and as markup can clobber it, for the tests.
import { vi } from 'vitest';

/**
 * Makes the browser's own `document[name]` (an accessor on the document's prototype, where markup cannot reach)
 * answer `value`. `vi.restoreAllMocks()` undoes it.
 */
export function stubDocumentProperty<K extends keyof Document>(name: K, value: Document[K]) {
  return vi
    .spyOn(Object.getPrototypeOf(document) as Document, name as 'hidden', 'get')
    .mockReturnValue(value as boolean);
}

/** Spies on the browser's own `document[name]` getter, without changing what it answers. */
export function spyOnDocumentProperty<K extends keyof Document>(name: K) {
  return vi.spyOn(Object.getPrototypeOf(document) as Document, name as 'hidden', 'get');
}

/** Spies on `document.addEventListener` as the browser defines it. */
export function spyOnDocumentListeners() {
  return vi.spyOn(Object.getPrototypeOf(document) as Document, 'addEventListener');
}

/**
 * What DOM clobbering does: `element` (an `<img name="…">`, a `<form name="…">`) stands in for `document[name]` on
 * the document object itself. Returns the undo.
 */
export function clobberDocument(name: keyof Document, element: unknown): () => void {
  Object.defineProperty(document, name, { configurable: true, value: element });
  return () => delete (document as unknown as Record<string, unknown>)[name];
}
