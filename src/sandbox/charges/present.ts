/** The charge as /v1 returns it: never the hosted token, the search index or card secrets. */
import type { Charge } from '../../interface/charge';
import type { ChargeRecord } from '../state';

export function hostedPagePath(record: Pick<ChargeRecord, 'id' | 'hostedToken'>): string {
  return `/hosted/charges/${record.id}?token=${record.hostedToken ?? ''}`;
}

/** `origin` is the origin the caller addressed, so the hosted page is reachable the same way. */
export function toCharge(record: ChargeRecord, origin: string): Charge {
  return {
    id: record.id,
    merchant_id: record.merchant_id,
    submerchant_id: record.submerchant_id,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    failure_reason: record.failure_reason,
    payment_method: record.payment_method,
    product_type: record.product_type,
    card_flow: record.card_flow,
    customer: {
      name: record.customer.name,
      email: record.customer.email,
      type: record.customer.type,
      document: record.customer.document ?? null,
    },
    items: record.items.map((item) => ({ ...item })),
    shipping_amount: record.shipping_amount,
    additional_data: record.additional_data,
    split_rules: record.split_rules ? record.split_rules.map((rule) => ({ ...rule })) : null,
    installments: record.installments,
    fraud_session_id: record.fraud_session_id,
    return_url: record.return_url,
    card: record.card ? { ...record.card } : null,
    payment_fields:
      record.card_flow === 'hosted' && record.status === 'pending' ? { redirect_url: `${origin}${hostedPagePath(record)}` } : null,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
