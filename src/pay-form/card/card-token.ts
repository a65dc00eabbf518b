// The transparent flow's card token: the exchange at `POST {api-base}/v1/card-tokens` and what its outcomes mean for
// the element. (docs/service.md, "Card tokens")
import { timerDelay } from '../../fraud';
import { PayFormError } from '../core/errors';
import { emit } from '../core/events';
import type { CardToken, CardTokenBody } from '../../interface/card-token';
import type { Conclusion } from '../core/conclusion';
import { MAX_WAIT_SECONDS } from '../core/retry-countdown';
import type { SessionLink } from '../session/session-link';
import { isRecord } from '../../interface/plain-object';
import { REQUEST_TIMEOUT_MS } from '../../interface/limits';
import { cardService } from '../session/service-base';

// The key rule, beside the exchange that sends the key.
export { isPublicKey } from '../session/service-base';
import { postJson, type Reply } from '../core/post-json';
import { retryAfterSeconds } from '../../interface/retry-after';
import { detailsOf, envelopeCode } from '../core/reply';
import type { CardEntry, CardSource } from './card-entry';
import { type CardCheck, cardFingerprint, checkCardInputs, forgetCardData } from './card-inputs';
import type { TokenizedCard } from './card-flow';
import { tellDeveloper } from '../core/console';

/** The token, else how the attempt ends: its card's fields refused (422), a wait (429, no retry), the key refused. */
export type TokenOutcome = { kind: 'token'; token: CardToken } | Conclusion;

const TOKEN_PATH = '/v1/card-tokens';

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
    if (error instanceof PayFormError) return unavailable(error.status);
    throw error;
  }
  return tokenOutcome(reply);
}

/** No usable answer: no connection, timeout, 5xx, a reply that is not a token. */
const unavailable = (status: number): Conclusion => ({ kind: 'failed', status, code: 'CARD_SERVICE_UNAVAILABLE' });

function tokenOutcome({ status, headers, body }: Reply): TokenOutcome {
  // No automatic retry: the buyer presses Pay again once the wait is over.
  if (status === 429)
    return { kind: 'rate-limited', seconds: Math.min(retryAfterSeconds(headers.get('Retry-After')), MAX_WAIT_SECONDS) };
  const envelope = isRecord(body) ? body : undefined;
  const data = envelope?.data as Partial<CardToken> | undefined;
  if (status >= 200 && status < 300 && typeof data?.id === 'string' && data.id)
    return { kind: 'token', token: data as CardToken };
  if (status < 400 || status > 499 || !envelope) return unavailable(status);
  // The service refused the card's fields (422), else the key (401, 403).
  const code = envelopeCode(envelope);
  const problems = detailsOf(envelope);
  if (problems.length) return { kind: 'refused', status, code, source: 'token', problems };
  tellDeveloper('error', 'CARD_TOKEN_REFUSED', code);
  return { kind: 'failed', status, code: 'CARD_PAYMENT_UNAVAILABLE' };
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
  ) {}

  /** The form's card inputs as this attempt's card; `undefined` without an enabled `cc-number` input. */
  read(form: HTMLFormElement): CardEntry | undefined {
    const card = checkCardInputs(form);
    if (!card) return undefined;
    let prepared: PreparedCard | undefined;
    return {
      fingerprint: card.fingerprint,
      inputs: card.inputs,
      check: () =>
        card.problems.length
          ? {
              kind: 'refused',
              code: 'CARD_INVALID',
              source: 'check',
              problems: card.problems,
              cardInputs: card.inputs,
            }
          : undefined,
      prepare: () => {
        const ready = this.prepare(card);
        if ('kind' in ready) return ready;
        prepared = ready;
      },
      tokenize: () => this.tokenize(prepared as PreparedCard),
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
   * The attempt's end when it cannot.
   */
  prepare(card: CardCheck): PreparedCard | Conclusion {
    const service = cardService(this.host, this.session.active);
    const request = card.request;
    if (!request || !service) {
      tellDeveloper('error', 'NO_PUBLIC_KEY');
      return { kind: 'failed', code: 'CARD_PAYMENT_UNAVAILABLE' };
    }
    if (!service.apiBase) {
      tellDeveloper('error', 'MISSING_API_BASE');
      return { kind: 'failed', code: 'MISSING_API_BASE' };
    }
    return { card, request, ...service };
  }

  /** The token for a prepared card, or the attempt's end when that failed: the back end is then not called. */
  async tokenize({ card, request, publicKey, apiBase }: PreparedCard): Promise<TokenizedCard | Conclusion> {
    const timeout = timerDelay(this.host.requestTimeout, REQUEST_TIMEOUT_MS);
    const outcome = await requestCardToken(apiBase, publicKey, request, timeout);
    if (outcome.kind === 'token') {
      // The card's inputs are masked by the submission, once the request to action has left (submission.ts).
      emit(this.host, 'pay-token', outcome.token);
      return { token: outcome.token.id, number: request.number };
    }
    if (outcome.kind === 'refused') outcome.cardInputs = card.inputs;
    return outcome;
  }
}
