/**
 * The buyer's CPF or CNPJ input, on the card path: found, and handed to the on-demand document module (which holds the
 * rule and its texts, ./document-check.ts) only when the form has one, so a card form without it loads nothing more.
 * Required when paying by Pix or boleto (the service needs the document), checked only when filled for a card.
 */
import { formControls } from '../../interface/browser/dom';
import type { Refusal } from '../core/conclusion';
import { DOCUMENT_FILE, loadOnDemand } from '../core/on-demand';
import type * as DocumentCheck from './document-check';

/** The check and format: the document file's module (./document-check.ts). */
type DocumentModule = typeof DocumentCheck;

/** The input's name in the charge the service takes (docs/service.md): the payload's `customer.document`. */
export const DOCUMENT_FIELD = 'customer.document';
/** Marks a document input of another name. */
const DOCUMENT_ATTRIBUTE = 'data-document';

// Any control: a page's own text control may stand in for the input.
const isDocumentInput = (element: Element): element is HTMLInputElement =>
  (element as HTMLInputElement).name === DOCUMENT_FIELD || element.hasAttribute(DOCUMENT_ATTRIBUTE);

/** The form's enabled document input (a disabled one is not sent, so not checked). */
export const documentInput = (form: HTMLFormElement): HTMLInputElement | undefined =>
  formControls(form).find((control) => isDocumentInput(control) && !control.disabled) as HTMLInputElement | undefined;

/** A document input the buyer changed (blur after typing, autofill) is shown formatted. */
export function formatChangedDocument(event: Event): void {
  const input = event.target as Element;
  if (event.type !== 'change' || !isDocumentInput(input) || !input.value) return;
  (loadOnDemand(DOCUMENT_FILE) as Promise<DocumentModule>).then(
    (check) => check.formatDocumentInput(input),
    // Not loaded (offline): the value stays as typed, and the check at submit says what it can.
    () => undefined,
  );
}

/**
 * The form's document check, `undefined` when there is nothing to check (no document input, or an empty one for a
 * card: a card form goes on at once): its refusal (nothing is then sent), `undefined` when the document may go.
 * `byCard`: it is then optional. A check that cannot be loaded (offline) throws, which ends the attempt as any other
 * failure: nothing is sent unchecked.
 */
export function checkDocument(
  form: HTMLFormElement,
  byCard: boolean,
  context: DocumentCheck.DocumentContext,
): Promise<Refusal | undefined> | undefined {
  const input = documentInput(form);
  // Left empty for a card: optional, so nothing to check, and a card payment loads nothing more.
  if (!input || (byCard && !input.value.trim())) return undefined;
  return (loadOnDemand(DOCUMENT_FILE) as Promise<DocumentModule>).then((check) =>
    check.checkDocumentInput(input, !byCard, context),
  );
}
