/**
 * The sandbox controls of a charge (secret key, docs/service.md, "Sandbox controls"): `POST /sandbox/charges/{id}/pay`
 * pays a pending Pix or boleto charge; `POST /sandbox/charges/{id}/authenticate` answers a waiting 3-D Secure
 * challenge as the buyer on the issuer's page would.
 */
import type { SuccessEnvelope } from '../../interface/envelopes';
import type { Charge } from '../../interface/charge';
import type { Context } from 'hono';
import { notFound } from '../kernel/api-error';
import type { SandboxEnv } from '../kernel/env';
import { validate, withJsonBody } from '../kernel/http';
import { chargeAuthenticateSchema } from '../route-spec/control-schemas';
import { finishChallenge } from './authentication';
import { CONTROL_ROUTE, pathId } from '../route-spec/operation-spec';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import type { ChargeRecord, ChargeState } from './state';
import { payCharge } from './pay';
import { toCharge } from './present';

export const CHARGE_CONTROL_ROUTES = defineRoutes({
  payCharge: {
    ...CONTROL_ROUTE,
    method: 'post',
    path: '/sandbox/charges/{id}/pay',
    summary: 'Pay a pending Pix or boleto charge',
    description:
      'Pays the charge as the buyer’s bank would: `captured`, and `charge.captured` is sent. A card charge, or a charge no longer pending (paid or expired), is 409 INVALID_STATE.',
    parameters: [pathId('id', 'charge')],
    success: [{ status: 200, description: 'The paid charge.', body: { kind: 'resource', name: 'Charge' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  authenticateCharge: {
    ...CONTROL_ROUTE,
    method: 'post',
    path: '/sandbox/charges/{id}/authenticate',
    summary: 'Answer a waiting 3-D Secure challenge',
    description:
      'Does what the issuer’s page buttons do: `succeeded` lets the charge go on (`captured`, or `failed` for a declining card), `failed` fails it (`authentication_failed`); `charge.captured` or `charge.failed` is sent. No challenge waiting (none asked, already answered or expired): 409 INVALID_STATE.',
    parameters: [pathId('id', 'charge')],
    body: 'ChargeAuthenticateRequest',
    success: [{ status: 200, description: 'The charge after the answer.', body: { kind: 'resource', name: 'Charge' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
});

export function chargeControlHandlers(state: ChargeState): RouteHandlers<typeof CHARGE_CONTROL_ROUTES> {
  const chargeOf = (c: Context<SandboxEnv>): ChargeRecord => {
    const record = state.charges.get((c.req.param('id') ?? '').toLowerCase());
    // Another merchant's charge reads exactly like a missing one.
    if (!record || record.merchant_id !== c.get('merchant').id) throw notFound('Charge');
    return record;
  };
  return {
    authenticateCharge: withJsonBody((c, raw) => {
      const record = chargeOf(c);
      const { outcome } = validate(chargeAuthenticateSchema, raw);
      finishChallenge(state, record, outcome);
      const data = toCharge(record, new URL(c.req.url).origin);
      return c.json({ success: true, message: 'Challenge answered.', data } satisfies SuccessEnvelope<Charge>, 200);
    }),
    payCharge: (c) => {
      const record = chargeOf(c);
      payCharge(state, record);
      const data = toCharge(record, new URL(c.req.url).origin);
      return c.json({ success: true, message: 'Charge paid.', data } satisfies SuccessEnvelope<Charge>, 200);
    },
  };
}
