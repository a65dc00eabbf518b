/**
 * The life of one `<pay-form>` submission, as a pure transition table so the guard against
 * double submits (clicks, Enter, `requestSubmit()`) is one lookup and is tested on its own.
 */
export type PayFormState =
  'idle' | 'submitting' | 'redirecting' | 'awaiting-payment' | 'pending' | 'succeeded' | 'failed' | 'rate-limited';

export type PayFormTransition =
  | 'submit' // the buyer (or code) submitted the form
  | 'cancel' // `pay-submit` or `pay-redirect` was canceled by the merchant
  | 'redirect' // the reply asked for the hosted page
  | 'succeed' // the reply was a success without redirect or step, or the awaited payment was captured
  | 'await' // the reply asked for a Pix or boleto step: the charge waits for the buyer's payment
  | 'pend' // a card charge was accepted, and its outcome cannot be learned here: the page settles it
  | 'fail' // anything that ends the attempt with an error message
  | 'rate-limit' // 429: wait for Retry-After
  | 'retry' // the Retry-After countdown ended and the one automatic retry starts
  | 'expire' // the countdown ended and no automatic retry is left
  | 'reset'; // back-forward cache restore, or `reset()` called by the merchant

const TABLE: Record<PayFormState, Partial<Record<PayFormTransition, PayFormState>>> = {
  idle: { submit: 'submitting', reset: 'idle' },
  failed: { submit: 'submitting', reset: 'idle' },
  // A success is final: submitting again would create a second charge; `reset()` re-arms the form.
  succeeded: { reset: 'idle' },
  submitting: {
    cancel: 'idle',
    redirect: 'redirecting',
    succeed: 'succeeded',
    fail: 'failed',
    'rate-limit': 'rate-limited',
    await: 'awaiting-payment',
    pend: 'pending',
  },
  // `succeed` / `fail`: the outcome, read late at `status-url` or told by the page (`settle`). No submit: the charge
  // exists, and may be captured.
  pending: { succeed: 'succeeded', fail: 'failed', reset: 'idle' },
  // `succeed`: captured; `fail`: expired or failed; `reset`: the buyer starts again (or the page calls `reset()`).
  'awaiting-payment': { succeed: 'succeeded', fail: 'failed', reset: 'idle' },
  // `fail`: the automatic retry could not be sent.
  'rate-limited': { retry: 'submitting', expire: 'idle', reset: 'idle', fail: 'failed' },
  // `fail`: the navigation never happened (stopped, or answered 204).
  redirecting: { cancel: 'idle', reset: 'idle', fail: 'failed' },
};

/** The next state, or `undefined` when the transition is not allowed from `state`. */
export function transition(state: PayFormState, event: PayFormTransition): PayFormState | undefined {
  return TABLE[state][event];
}

/** States in which the submit buttons stay disabled. */
export function blocksSubmit(state: PayFormState): boolean {
  return (
    state === 'submitting' ||
    state === 'redirecting' ||
    state === 'rate-limited' ||
    state === 'awaiting-payment' ||
    state === 'pending'
  );
}

/** States announced with `aria-busy="true"`: work is in flight. */
export function isBusy(state: PayFormState): boolean {
  return state === 'submitting' || state === 'redirecting';
}

/** The element's current state, moved only through the table; `onChange` mirrors each move on the element. */
export class SubmissionState {
  private state: PayFormState = 'idle';

  constructor(private readonly onChange: () => void) {}

  get current(): PayFormState {
    return this.state;
  }

  /** Whether `event` is allowed now. */
  can(event: PayFormTransition): boolean {
    return transition(this.state, event) !== undefined;
  }

  /** Moves on `event`; `false` (and no move) when the table does not allow it from here. */
  enter(event: PayFormTransition): boolean {
    const next = transition(this.state, event);
    if (!next) return false;
    this.state = next;
    this.onChange();
    return true;
  }
}
