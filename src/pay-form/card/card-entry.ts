import type { CardInputs } from '../core/card-controls';
import type { Conclusion } from '../core/conclusion';
import type { TokenizedCard } from './card-flow';

/**
 * The card of one attempt in the transparent flow, wherever the buyer typed it (the page's own `cc-*` inputs, or the
 * service's secure fields): read once before the payment locks the form, then checked, prepared and tokenized, in
 * that order, by the submission (src/pay-form/submission/submission.ts).
 */
export interface CardEntry {
  /** Tells this card from another between attempts (kept in memory, never sent). */
  readonly fingerprint: string;
  /** The page's card inputs, next to which a refusal's card fields are shown (none for the frame). */
  readonly inputs?: CardInputs;
  /** Why the card may not go (its fields refused: nothing leaves the page); `undefined` when it may. */
  check(): Conclusion | undefined;
  /** Why it cannot be exchanged here (no key, no service), decided before any request; `undefined` when it can. */
  prepare(): Conclusion | undefined;
  /** The card's single-use token, or how the attempt ends when it was refused or the service unreachable. */
  tokenize(): Promise<TokenizedCard | Conclusion>;
  /**
   * The token stands for the card from now on: what the page holds of it is forgotten. The fingerprint of what is left
   * when that changed it (a card the page never held has nothing to forget).
   */
  forget(): string | undefined;
}

/** Where the element reads the card from: the form's inputs, or the frame. `undefined`: no card in this form. */
export interface CardSource {
  read(form: HTMLFormElement): CardEntry | undefined;
}
