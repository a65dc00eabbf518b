/**
 * `POST /sandbox/charges/{id}/pay` (secret key): the sandbox control that pays a pending Pix or boleto charge
 * (docs/service.md, "Sandbox controls").
 */
import type { SuccessEnvelope } from '../../interface/envelopes';
import type { Charge } from '../../interface/charge';
import { notFound } from '../kernel/api-error';
import { CONTROL_ROUTE, pathId } from '../route-spec/operation-spec';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import type { ChargeState } from './state';
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
});

export function chargeControlHandlers(state: ChargeState): RouteHandlers<typeof CHARGE_CONTROL_ROUTES> {
  return {
    payCharge: (c) => {
      const record = state.charges.get((c.req.param('id') ?? '').toLowerCase());
      if (!record || record.merchant_id !== c.get('merchant').id) throw notFound('Charge');
      payCharge(state, record);
      const data = toCharge(record, new URL(c.req.url).origin);
      return c.json({ success: true, message: 'Charge paid.', data } satisfies SuccessEnvelope<Charge>, 200);
    },
  };
}
