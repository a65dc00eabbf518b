import { loadAuthentication } from '../steps/load-steps';

/**
 * The page's own number input changed: shown in its brand's groups by the card's on-demand module
 * (./number-display), loaded on the first keystroke so that the card path carries no formatter.
 */
export function groupTypedNumber(input: HTMLInputElement): void {
  loadAuthentication().then(
    (card) => card.groupCardNumberInput(input),
    // Not loaded (offline): the number stays as typed, and is read as its digits all the same.
    () => undefined,
  );
}
