/** The charge as /v1 returns it: never the hosted token, the search index or card secrets. */
import type { Charge } from '../../interface/charge';
import type { ChargeRecord } from './state';
import { boletoPagePath } from './pix-boleto';

export function hostedPagePath(record: Pick<ChargeRecord, 'id' | 'hostedToken'>): string {
  return `/hosted/charges/${record.id}?token=${record.hostedToken ?? ''}`;
}

/**
 * `origin` is the origin the caller addressed, so the hosted page and the printable boleto are reachable the same
 * way; events (no caller) give `''` and a boleto then names the origin its charge was created on.
 */
export function toCharge(record: ChargeRecord, origin: string): Charge {
  const common = {
    id: record.id,
    merchant_id: record.merchant_id,
    submerchant_id: record.submerchant_id,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    failure_reason: record.failure_reason,
    product_type: record.product_type,
    customer: {
      name: record.customer.name,
      email: record.customer.email,
      type: record.customer.type,
      document: record.customer.document ?? null,
      address: record.customer.address ? { ...record.customer.address } : null,
    },
    items: record.items.map((item) => ({ ...item })),
    shipping_amount: record.shipping_amount,
    additional_data: record.additional_data,
    split_rules: record.split_rules ? record.split_rules.map((rule) => ({ ...rule })) : null,
    installments: record.installments,
    fraud_session_id: record.fraud_session_id,
    return_url: record.return_url,
    card: record.card ? { ...record.card } : null,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
  if (record.pix) {
    const { qr_code, expires_at } = record.pix;
    return { ...common, payment_method: 'pix', card_flow: null, payment_fields: { pix: { qr_code, expires_at } } };
  }
  if (record.boleto) {
    const { digitable_line, barcode, due_date } = record.boleto;
    const url = `${origin || record.boleto.origin}${boletoPagePath(record.id, record.boleto)}`;
    return {
      ...common,
      payment_method: 'boleto',
      card_flow: null,
      payment_fields: { boleto: { digitable_line, barcode, due_date, url } },
    };
  }
  const cardFlow = record.card_flow ?? 'transparent';
  const payable = cardFlow === 'hosted' && record.status === 'pending';
  return {
    ...common,
    payment_method: 'credit_card',
    card_flow: cardFlow,
    payment_fields: payable ? { redirect_url: `${origin}${hostedPagePath(record)}` } : null,
  };
}
