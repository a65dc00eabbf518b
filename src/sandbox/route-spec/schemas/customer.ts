/**
 * The customers, saved cards and customer sessions the sandbox answers with, as zod schemas for the OpenAPI
 * document, each checked against its interface in src/interface/customer.ts at compile time (./shape.ts).
 */
import { z } from 'zod';
import { sameShape, timestamp } from './shape';
import { CARD_BRANDS } from '../../../interface/card';
import {
  CARD_FUNDINGS,
  type Customer,
  type CustomerSession,
  type SavedCard,
  type SavedCardEventData,
} from '../../../interface/customer';
import { STORED_TAX_ID_PATTERN } from '../../../interface/tax-id';
import { CUSTOMER_SESSION_LIFETIME } from '../../kernel/prose';

const NOW = '2026-11-27T15:00:00.000Z';

export const customerResource = sameShape<Customer>()(
  z
    .strictObject({
      id: z.string().regex(/^cus_/),
      name: z.string(),
      email: z.string(),
      document: z
        .string()
        .regex(STORED_TAX_ID_PATTERN)
        .nullable()
        .describe('CPF or CNPJ without punctuation; null when none was sent'),
      external_id: z.string().nullable().describe("The merchant's own id for this buyer; null when none was sent"),
      created_at: timestamp(),
      updated_at: timestamp(),
    })
    .meta({
      examples: [
        {
          id: 'cus_3f9a1c2e7b5d4e6f8a0b1c2d3e4f5a6b',
          name: 'Ana Silva',
          email: 'ana@example.com',
          document: '52998224725',
          external_id: 'user-1842',
          created_at: NOW,
          updated_at: NOW,
        },
      ],
    }),
);

const savedCardShape = {
  id: z.string().regex(/^card_/),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.int().min(1).max(12),
  exp_year: z.int(),
  holder_name: z.string(),
  funding: z.enum(CARD_FUNDINGS).describe('The payment method of the charge that saved the card'),
  expired: z.boolean().describe('Whether the expiry month is over (sandbox clock): an expired card cannot pay'),
  created_at: timestamp(),
};

const SAVED_CARD_EXAMPLE = {
  id: 'card_8d2c4b6a1e3f5a7c9b0d2e4f6a8c0b1d',
  brand: 'visa',
  last4: '1111',
  exp_month: 12,
  exp_year: 2030,
  holder_name: 'ANA SILVA',
  funding: 'credit',
  expired: false,
  created_at: NOW,
};

export const savedCardResource = sameShape<SavedCard>()(
  z
    .strictObject(savedCardShape)
    .describe('A saved card: brand, last 4 digits, holder and expiry, never more of the card')
    .meta({ examples: [SAVED_CARD_EXAMPLE] }),
);

export const savedCardEventResource = sameShape<SavedCardEventData>()(
  z
    .strictObject({ ...savedCardShape, customer_id: z.string().regex(/^cus_/) })
    .meta({ examples: [{ ...SAVED_CARD_EXAMPLE, customer_id: 'cus_3f9a1c2e7b5d4e6f8a0b1c2d3e4f5a6b' }] }),
);

export const customerSessionResource = sameShape<CustomerSession>()(
  z
    .strictObject({
      id: z.string().regex(/^cses_/),
      customer_id: z.string().regex(/^cus_/),
      client_token: z
        .string()
        .regex(/^cst_/)
        .describe('For the page: sent with the public key in X-Customer-Session. Shown in this reply only'),
      expires_at: timestamp().describe(`${CUSTOMER_SESSION_LIFETIME} after creation, sandbox clock`),
      created_at: timestamp(),
    })
    .meta({
      examples: [
        {
          id: 'cses_5e7a9c1b3d5f7a9c1e3b5d7f9a1c3e5b',
          customer_id: 'cus_3f9a1c2e7b5d4e6f8a0b1c2d3e4f5a6b',
          client_token: 'cst_Zk9yZXhhbXBsZU9ubHlOb3RBUmVhbFRva2VuMDAwMDA',
          expires_at: '2026-11-27T15:30:00.000Z',
          created_at: NOW,
        },
      ],
    }),
);
