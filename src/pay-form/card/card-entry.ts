import type { CardInputs } from '../core/card-controls';
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
  /** Whether the card may go: `false` once its problems are shown next to its fields (nothing leaves the page). */
  check(): boolean;
  /** Whether it can be exchanged here (a key, a service), decided before any request: `false` once the reason is shown. */
  prepare(): boolean;
  /** The card's single-use token; `undefined` when it was refused or the service unreachable (already shown). */
  tokenize(): Promise<TokenizedCard | undefined>;
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
