/**
 * POST /v1/card-tokens (contract §6): the browser exchanges a card for a token with the public key; the token, not the
 * card, then goes through the merchant's back end to the charge.
 */
import { Hono } from 'hono';
import { cardExpiryProblems, cardTokenCreateSchema } from '../../interface/card-schema';
import { validationError } from '../api-error';
import type { SandboxEnv } from '../env';
import { ok, validate, withJsonBody } from '../http';
import type { SandboxState } from '../state';
import { issueCardToken, toCardToken } from './tokens';

export function cardTokenRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post(
    '/',
    withJsonBody((c, raw) => {
      const card = validate(cardTokenCreateSchema, raw);
      const expired = cardExpiryProblems(card, state.clock.now());
      if (expired.length > 0) throw validationError(expired);
      const record = issueCardToken(state, c.get('merchant'), card);
      return ok(c, 201, 'Card token created; it can be used by one charge within 10 minutes.', toCardToken(record));
    }),
  );

  return routes;
}
