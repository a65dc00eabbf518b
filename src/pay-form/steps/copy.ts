import { announcer, html } from '../core/step-dom';

/**
 * Copies a code for the buyer: the Clipboard API where the page may use it, else the selected text of the step's
 * read-only field with the legacy copy command. Resolves whether the text was copied; when not, the field is left
 * selected so the buyer can copy it by hand.
 */
export async function copyText(field: HTMLInputElement, text: string): Promise<boolean> {
  const clipboard = field.ownerDocument.defaultView?.navigator.clipboard;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, an insecure context, a frame without clipboard-write): try the selection below.
    }
  }
  field.focus();
  field.select();
  try {
    return field.ownerDocument.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * A step's copy button and the live region that says whether it copied (parts `copy-button`, `copy-status`): copies
 * `text`, the value of the read-only `field` it falls back on.
 */
export function copyControls(
  document: Document,
  field: HTMLInputElement,
  text: string,
  words: { label: string; copied: string; copyManually: string },
): HTMLElement[] {
  const status = announcer(document, 'copy-status');
  const button = html(document, 'button', { type: 'button', part: 'copy-button' }, [words.label]);
  button.addEventListener('click', () => {
    void copyText(field, text).then((copied) => status.say(copied ? words.copied : words.copyManually));
  });
  return [button, status.element];
}
