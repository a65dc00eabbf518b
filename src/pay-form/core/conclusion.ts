/**
 * How an attempt ends, decided in one place. A part that ends an attempt says how as a `Conclusion`: it returns it to
 * the submission, or, when it ends later (the Pix step's reads, the issuer's challenge, the card charge's confirmation,
 * the hosted page), hands it to the `conclude` it was given. Here each one becomes the state change, the `pay-*` event,
 * what the status view shows, and its side effects.
 */
import { cardBrand, cvvLength, type CardField } from '../../interface/card';
import type { CardInputs } from './card-controls';
import {
  emit,
  type FieldProblem,
  type PayBoletoDetail,
  type PayFieldError,
  type PayFieldErrorSource,
  type PayPendingReason,
  type PayPixDetail,
} from './events';
import { placeFieldProblems } from './field-errors';
import { fieldMessage } from './messages';
import type { SubmissionState } from './state-machine';
import type { StatusHost, StatusView } from './status';

/**
 * Refused on fields: each problem next to its input (the card's among `cardInputs`), focus on the first, the summary
 * for `code` and the problems without an input in the live region.
 */
export interface Refusal {
  kind: 'refused';
  /** The HTTP status of the reply that refused the fields; none when the element's own check did. */
  status?: number;
  code: string;
  source: PayFieldErrorSource;
  problems?: readonly FieldProblem[];
  cardInputs?: CardInputs;
  /** The words for `code` when the element has none of its own (the server's sentence, a check's summary). */
  message?: string;
  /** The card frame's refusal, already shown next to the frame: every message is said in the live region, then `focus`. */
  inFrame?: { errors: PayFieldError[]; focus(): void };
}

/** How an attempt ends (or, for a redirect, a step, a rate limit, what it waits for). */
export type Conclusion =
  /** Paid: the charge is captured. `inStep`: the Pix step shows the paid state itself. */
  | { kind: 'paid'; reply: Record<string, unknown>; inStep?: boolean }
  /** A card charge accepted whose outcome cannot be learned here. */
  | { kind: 'pending'; reply: Record<string, unknown>; reason: PayPendingReason }
  | Refusal
  /**
   * The text for `code` (`message`: the server's or the on-demand module's words, when the element has none);
   * `status`: the reply's HTTP status (none when no reply came); `declined`: the card was declined, so the card frame
   * asks for the security code again.
   */
  | { kind: 'failed'; status?: number; code: string; message?: string; declined?: boolean }
  /** A 429's wait of `seconds`, then `retry` (the same attempt sent again by itself), or Pay usable again. */
  | { kind: 'rate-limited'; seconds: number; retry?: () => void }
  /** Leaving for the hosted card page at `url` (checked, in the page's language). */
  | { kind: 'redirect'; url: string }
  /** A Pix or boleto step is being shown: the charge waits for the buyer's payment. */
  | { kind: 'step'; event: 'pay-pix'; detail: PayPixDetail }
  | { kind: 'step'; event: 'pay-boleto'; detail: PayBoletoDetail }
  /** The merchant canceled `pay-submit` or `pay-redirect`, or the buyer came back from the hosted page. */
  | { kind: 'cancelled' };

export type Conclude = (conclusion: Conclusion) => void;

/** What a conclusion moves, shows and tells. */
export interface ConclusionParts {
  host: StatusHost;
  machine: SubmissionState;
  view: StatusView;
  /** The 429 countdown: `retry` runs once it is over. */
  countdown: { start(seconds: number, retry?: () => void): void };
  /** Opens the hosted card page and watches that it did. */
  redirect: { leave(url: string): void };
  /** The card being typed: told of a decline (the card frame empties its security code). */
  card: { declined(): void };
}

export function conclude(parts: ConclusionParts, conclusion: Conclusion): void {
  const { host, machine, view } = parts;
  switch (conclusion.kind) {
    case 'paid':
      machine.enter('succeed');
      if (!conclusion.inStep) view.showResult('approved', view.text('PAYMENT_APPROVED'));
      emit(host, 'pay-success', conclusion.reply);
      return;
    case 'pending':
      // Told once: later reads that still cannot tell change nothing.
      if (!machine.enter('pend')) return;
      view.showResult('pending', view.text('PAYMENT_PENDING'));
      emit(host, 'pay-pending', { reply: conclusion.reply, reason: conclusion.reason });
      return;
    case 'refused':
      if (conclusion.inFrame || host.form) return refuse(parts, conclusion);
      machine.enter('fail');
      return sayError(parts, conclusion.status, conclusion.code, view.text(conclusion.code, conclusion.message));
    case 'failed':
      // After a decline only: after a 5xx or no reply the charge may have been made, and "Pay again" repeats the card.
      if (conclusion.declined) parts.card.declined();
      machine.enter('fail');
      return sayError(parts, conclusion.status, conclusion.code, view.text(conclusion.code, conclusion.message));
    case 'rate-limited': {
      machine.enter('rate-limit');
      const message = view.text('RATE_LIMIT_EXCEEDED');
      // The retry needs no action from the buyer: said, not reported as an error.
      if (conclusion.retry) view.say(message);
      else sayError(parts, 429, 'RATE_LIMIT_EXCEEDED', message);
      return parts.countdown.start(conclusion.seconds, conclusion.retry);
    }
    case 'redirect':
      machine.enter('redirect');
      if (emit(host, 'pay-redirect', { url: conclusion.url }, true)) parts.redirect.leave(conclusion.url);
      else machine.enter('cancel');
      return;
    case 'step':
      machine.enter('await');
      emit(host, conclusion.event, conclusion.detail);
      return;
    case 'cancelled':
      machine.enter('cancel');
  }
}

/** The failure's text in the live region (focused unless an input takes the focus), and `pay-error`. */
function sayError({ host, view }: ConclusionParts, status = 0, code: string, message: string, focus?: boolean): void {
  view.say(message, focus);
  emit(host, 'pay-error', { status, code, message });
}

function refuse(parts: ConclusionParts, refusal: Refusal): void {
  const { host, machine, view } = parts;
  const { code, inFrame } = refusal;
  const errors = inFrame?.errors ?? placeProblems(host, host.form as HTMLFormElement, refusal);
  emit(host, 'pay-field-error', { source: refusal.source, errors });
  machine.enter('fail');
  // The frame's inputs cannot point at texts of this page: its messages are all said in the live region.
  const said = errors.filter((error) => inFrame || !error.input).map((error) => error.message);
  sayError(parts, refusal.status, code, [view.text(code, refusal.message), ...said].join(' '), !!inFrame);
  // Focus on the first input named, else on the live region, so screen readers read the text.
  if (inFrame) inFrame.focus();
  else (errors.find((error) => error.input)?.input ?? view.region).focus();
}

/** Each problem worded in the element's language and shown next to its input (`input: null` when none matched). */
function placeProblems(host: StatusHost, form: HTMLFormElement, refusal: Refusal): PayFieldError[] {
  const { cardInputs } = refusal;
  const digits = cvvLength(cardBrand(cardInputs?.number?.value ?? ''));
  return placeFieldProblems(
    form,
    cardInputs,
    refusal.problems ?? [],
    (problem, cardField: CardField | undefined, placed: boolean) =>
      fieldMessage({ host, ...problem, cardField, digits, placed }),
    refusal.source,
  );
}
