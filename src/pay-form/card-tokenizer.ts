import { DEFAULT_API_BASE, timerDelay } from '../fraud/session';
import type { CardCheck } from './card-fields';
import type { TokenizedCard } from './card-flow';
import { emit } from './events';
import type { RetryCountdown } from './retry-countdown';
import { MAX_WAIT_SECONDS } from './retry-countdown';
import type { SessionLink } from './session-link';
import type { Status } from './status';
import { isPublicKey, requestCardToken } from './tokenize';

/** The element's attributes a card token needs. */
export interface TokenizerHost extends HTMLElement {
  publicKey: string;
  apiBase: string;
  requestTimeout: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The transparent flow's exchange: the checked card goes straight from the browser to `{api-base}/v1/card-tokens`
 * with the public key (the element's, else its session's), and only the token goes on to the back end.
 */
export class CardTokenizer {
  constructor(
    private readonly host: TokenizerHost,
    private readonly session: SessionLink,
    private readonly status: Status,
    private readonly countdown: RetryCountdown,
  ) {}

  /** The token for the checked card; `undefined` when that failed (already shown): the back end is then not called. */
  async tokenize(card: CardCheck): Promise<TokenizedCard | undefined> {
    const publicKey = this.host.publicKey || this.session.active?.publicKey;
    const request = card.request;
    if (!request || !isPublicKey(publicKey)) {
      console.error('[pay-form] card tokens need a public key (pk_…)');
      this.status.fail(0, 'CARD_PAYMENT_UNAVAILABLE');
      return undefined;
    }
    const apiBase = this.host.apiBase || this.session.active?.apiBase || DEFAULT_API_BASE;
    const timeout = timerDelay(this.host.requestTimeout, DEFAULT_REQUEST_TIMEOUT_MS);
    const outcome = await requestCardToken(apiBase, publicKey, request, timeout);
    if (outcome.kind === 'token') {
      emit(this.host, 'pay-token', outcome.token);
      return { token: outcome.token.id, number: request.number };
    }
    if (outcome.kind === 'rate-limited') {
      // No automatic retry: the buyer presses Pay again once the wait is over.
      this.countdown.start(Math.min(outcome.seconds, MAX_WAIT_SECONDS));
    } else if (outcome.kind === 'refused' && outcome.details.length) {
      this.status.failOnFields(outcome.status, outcome.code, outcome.details, 'token', card.inputs);
    } else if (outcome.kind === 'refused') {
      console.error('[pay-form] card token refused:', outcome.code);
      this.status.fail(outcome.status, 'CARD_PAYMENT_UNAVAILABLE');
    } else {
      this.status.fail(outcome.status, 'CARD_SERVICE_UNAVAILABLE');
    }
    return undefined;
  }
}
