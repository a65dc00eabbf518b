/**
 * The service's hosted card page (src/sandbox/hosted) formats its card inputs as the buyer types, with the frame's own
 * rules (src/interface/card-display.ts): the number in its brand's groups, the expiry with its slash, the CVV as digits. The page works
 * without it; the server reads the values however they are spaced.
 */
import { cardBrand } from '../interface/card';
import type { SecureField } from '../interface/card-fields-protocol';
import { reformat } from '../interface/card-display';

/** The hosted form's inputs by the autofill token each carries. */
const FIELD_OF_TOKEN: Record<string, SecureField> = { 'cc-number': 'number', 'cc-exp': 'expiry', 'cc-csc': 'cvv' };

export function formatAsTyped(form: HTMLFormElement): void {
  const number = form.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]');
  const brandOfNumber = () => cardBrand(number?.value ?? '');
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[autocomplete]'))) {
    const field = FIELD_OF_TOKEN[input.autocomplete];
    if (!field) continue;
    input.addEventListener('input', () => reformat(input, field, brandOfNumber));
    // A value the page was served with (kept after a refused field) or the browser restored.
    reformat(input, field, brandOfNumber);
  }
}
