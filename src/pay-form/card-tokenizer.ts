import { timerDelay } from '../fraud/session';
import { REQUEST_TIMEOUT_MS } from '../interface/limits';
import type { CardCheck } from './card-fields';
import type { TokenizedCard } from './card-flow';
import { emit } from './events';
import type { RetryCountdown } from './retry-countdown';
import { MAX_WAIT_SECONDS } from './retry-countdown';
import type { SessionLink } from './session-link';
import { serviceBase } from './service-base';
import type { Status } from './status';
import { isPublicKey, requestCardToken, type CardTokenRequest } from './tokenize';

/** The element's attributes a card token needs. */
export interface TokenizerHost extends HTMLElement {
  publicKey: string;
  apiBase: string;
  requestTimeout: number;
}

/** A checked card that can be exchanged: its token request, and where and with which key it goes. */
export interface PreparedCard {
  card: CardCheck;
  request: CardTokenRequest;
  publicKey: string;
  apiBase: string;
}

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

  /**
   * Whether the checked card can be exchanged here, decided before anything is sent (no card token, no fraud session,
   * no back end): a well-formed public key, and a service — a key that is not a test key has no sandbox default.
   * `undefined` when it cannot (already shown).
   */
  prepare(card: CardCheck): PreparedCard | undefined {
    const publicKey = this.host.publicKey || this.session.active?.publicKey;
    const request = card.request;
    if (!request || !isPublicKey(publicKey)) {
      console.error('[pay-form] card tokens need a public key (pk_…)');
      this.status.fail(0, 'CARD_PAYMENT_UNAVAILABLE');
      return undefined;
    }
    const apiBase = serviceBase(this.host.apiBase, this.session.active, publicKey);
    if (!apiBase) {
      console.error("[pay-form] public-key is not a test key (pk_test_…) and there is no api-base (or the script tag's data-api-base): nothing was sent");
      this.status.fail(0, 'MISSING_API_BASE');
      return undefined;
    }
    return { card, request, publicKey, apiBase };
  }

  /** The token for a prepared card; `undefined` when that failed (already shown): the back end is then not called. */
  async tokenize({ card, request, publicKey, apiBase }: PreparedCard): Promise<TokenizedCard | undefined> {
    const timeout = timerDelay(this.host.requestTimeout, REQUEST_TIMEOUT_MS);
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
