import { loadAuthentication } from '../steps/load-steps';

/**
 * The buyer typed in the page's own number input: shown in its brand's groups by the card's on-demand module
 * (./number-display), loaded on the first keystroke so that the card path carries no formatter.
 */
export function groupTypedNumber(event: Event, input: HTMLInputElement): void {
  // The element's own masking once the card is a token dispatches untrusted events: the mask stays as it is.
  if (!event.isTrusted) return;
  loadAuthentication().then(
    (card) => card.groupCardNumberInput(input),
    // Not loaded (offline): the number stays as typed, and is read as its digits all the same.
    () => undefined,
  );
}
