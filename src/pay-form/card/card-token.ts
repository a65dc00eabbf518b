// The transparent flow's card token: the exchange at `POST {api-base}/v1/card-tokens` and what its outcomes mean for
// the element. (docs/service.md, "Card tokens")
import { isWellFormedKey, timerDelay } from '../../fraud';
import { PayFormError } from '../core/errors';
import { emit } from '../core/events';
import type { CardToken, CardTokenBody } from '../../interface/card-token';
import { MAX_WAIT_SECONDS, type RetryCountdown } from '../core/retry-countdown';
import type { Status } from '../core/status';
import type { SessionLink } from '../session/session-link';
import { isRecord } from '../../interface/plain-object';
import { REQUEST_TIMEOUT_MS } from '../../interface/limits';
import { serviceBase } from '../session/service-base';
import { postJson, type Reply } from '../core/post-json';
import { retryAfterSeconds } from '../../interface/retry-after';
import { detailsOf, type FieldProblem } from '../core/reply';
import type { CardEntry, CardSource } from './card-entry';
import { type CardCheck, cardFingerprint, checkCardInputs, forgetCardData } from './card-inputs';
import type { TokenizedCard } from './card-flow';
import { tellDeveloper } from '../core/console';

export type TokenOutcome =
  | { kind: 'token'; token: CardToken }
  | { kind: 'rate-limited'; seconds: number }
  /** The service refused the card (422, with the fields it names) or the key (401, 403). */
  | { kind: 'refused'; status: number; code: string; details: FieldProblem[] }
  /** No usable answer: no connection, timeout, 5xx, a reply that is not a token. */
  | { kind: 'unavailable'; status: number };

const TOKEN_PATH = '/v1/card-tokens';

/** Whether `key` may be sent as the public key of a card-token request (the fraud session's rule). */
export const isPublicKey = (key: string | undefined): key is string => isWellFormedKey(key ?? '');

/**
 * Exchanges the card for a token at `POST {apiBase}/v1/card-tokens`, straight from the buyer's browser to the
 * service, with the public key as Basic credential. Never throws for a reply; `unavailable` when none came.
 */
async function requestCardToken(
  apiBase: string,
  publicKey: string,
  card: CardTokenBody,
  timeoutMs: number,
): Promise<TokenOutcome> {
  const url = `${apiBase.replace(/(\/v1)?\/*$/, '')}${TOKEN_PATH}`;
  let reply: Reply;
  try {
    // The card goes to this address only: a redirect (a proxy, a moved service) would send it on elsewhere.
    reply = await postJson(url, card, { Authorization: `Basic ${btoa(`${publicKey}:`)}` }, timeoutMs, 'error');
  } catch (error) {
    if (error instanceof PayFormError) return { kind: 'unavailable', status: error.status };
    throw error;
  }
  return tokenOutcome(reply);
}

function tokenOutcome({ status, headers, body }: Reply): TokenOutcome {
  if (status === 429) return { kind: 'rate-limited', seconds: retryAfterSeconds(headers.get('Retry-After')) };
  const envelope = isRecord(body) ? body : undefined;
  const data = envelope?.data as Partial<CardToken> | undefined;
  if (status >= 200 && status < 300 && typeof data?.id === 'string' && data.id)
    return { kind: 'token', token: data as CardToken };
  if (status >= 400 && status < 500 && envelope) {
    const code = typeof envelope.error === 'string' && envelope.error ? envelope.error : 'ERROR';
    return { kind: 'refused', status, code, details: detailsOf(envelope) };
  }
  return { kind: 'unavailable', status };
}

/** The element's attributes a card token needs. */
export interface TokenizerHost extends HTMLElement {
  publicKey: string;
  apiBase: string;
  requestTimeout: number;
}

/** A checked card that can be exchanged: its token request, and where and with which key it goes. */
export interface PreparedCard {
  card: CardCheck;
  request: CardTokenBody;
  publicKey: string;
  apiBase: string;
}

/**
 * The transparent flow's exchange: the checked card goes straight from the browser to `{api-base}/v1/card-tokens`
 * with the public key (the element's, else its session's), and only the token goes on to the back end.
 */
export class CardTokenizer implements CardSource {
  constructor(
    private readonly host: TokenizerHost,
    private readonly session: SessionLink,
    private readonly status: Status,
    private readonly countdown: RetryCountdown,
  ) {}

  /** The form's card inputs as this attempt's card; `undefined` without an enabled `cc-number` input. */
  read(form: HTMLFormElement): CardEntry | undefined {
    const card = checkCardInputs(form);
    if (!card) return undefined;
    let prepared: PreparedCard | undefined;
    return {
      fingerprint: card.fingerprint,
      inputs: card.inputs,
      check: () => {
        if (!card.problems.length) return true;
        this.status.failOnFields(0, 'CARD_INVALID', card.problems, 'check', card.inputs);
        return false;
      },
      prepare: () => !!(prepared = this.prepare(card)),
      tokenize: () => (prepared ? this.tokenize(prepared) : Promise.resolve(undefined)),
      forget: () => {
        forgetCardData(card.inputs);
        // "Pay again" compares the order with the card inputs as they now are, masked.
        return cardFingerprint(card.inputs);
      },
    };
  }

  /**
   * Whether the checked card can be exchanged here, decided before anything is sent (no card token, no fraud session,
   * no back end): a well-formed public key, and a service — a key that is not a test key has no sandbox default.
   * `undefined` when it cannot (already shown).
   */
  prepare(card: CardCheck): PreparedCard | undefined {
    const publicKey = this.host.publicKey || this.session.active?.publicKey;
    const request = card.request;
    if (!request || !isPublicKey(publicKey)) {
      tellDeveloper('error', 'NO_PUBLIC_KEY');
      this.status.fail(0, 'CARD_PAYMENT_UNAVAILABLE');
      return undefined;
    }
    const apiBase = serviceBase(this.host.apiBase, this.session.active, publicKey);
    if (!apiBase) {
      tellDeveloper('error', 'MISSING_API_BASE');
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
      // The card's inputs are masked by the submission, once the request to action has left (submission.ts).
      emit(this.host, 'pay-token', outcome.token);
      return { token: outcome.token.id, number: request.number };
    }
    if (outcome.kind === 'rate-limited') {
      // No automatic retry: the buyer presses Pay again once the wait is over.
      this.countdown.start(Math.min(outcome.seconds, MAX_WAIT_SECONDS));
    } else if (outcome.kind === 'refused' && outcome.details.length) {
      this.status.failOnFields(outcome.status, outcome.code, outcome.details, 'token', card.inputs);
    } else if (outcome.kind === 'refused') {
      tellDeveloper('error', 'CARD_TOKEN_REFUSED', outcome.code);
      this.status.fail(outcome.status, 'CARD_PAYMENT_UNAVAILABLE');
    } else {
      this.status.fail(outcome.status, 'CARD_SERVICE_UNAVAILABLE');
    }
    return undefined;
  }
}
