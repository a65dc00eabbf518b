/** What the buyer's browser asks the service for: a fraud session and a card token. */
import { z } from 'zod';
import type { CardToken } from '../../../interface/card-token';
import type { FraudSessionCreated } from '../../../interface/fraud-session';
import { CARD_TOKEN_LIFETIME, FRAUD_SESSION_LIFETIME } from '../../kernel/prose';
import { sameShape, timestamp, cardBrand } from './shape';

export const fraudSessionResource = sameShape<FraudSessionCreated>()(
  z.strictObject({
    session_id: z.string(),
    expires_at: timestamp().describe(`${FRAUD_SESSION_LIFETIME} after creation, sandbox clock`),
  }),
);

export const cardTokenResource = sameShape<CardToken>()(
  z.strictObject({
    id: z.string().startsWith('tok_'),
    brand: cardBrand,
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.int().min(1).max(12),
    exp_year: z.int(),
    expires_at: timestamp().describe(`${CARD_TOKEN_LIFETIME} after creation, sandbox clock; single use`),
    created_at: timestamp(),
  }),
);
