/** The charge as /v1 returns it: never the hosted token, the search index or card secrets. */
import type { Charge } from '../../interface/charge';
import type { ChargeRecord } from './state';
import { boletoPagePath } from './pix-boleto';
import { authenticationPagePath } from '../../interface/card-authentication';
import type { CardPaymentMethod } from '../../interface/charge-values';
import type { CardPaymentFields } from '../../interface/charge-record';

/** What the card is charged: the plan's total with interest, else the amount. */
export const chargedAmount = (record: Pick<ChargeRecord, 'amount' | 'installment_plan'>): number =>
  record.installment_plan?.total_amount ?? record.amount;

/** Where the buyer goes back to, with the outcome in the query; null when the charge has no return_url. */
export function returnLocation(charge: ChargeRecord): string | null {
  if (!charge.return_url) return null;
  const url = new URL(charge.return_url);
  url.searchParams.set('charge_id', charge.id);
  url.searchParams.set('status', charge.status);
  return url.toString();
}

export function hostedPagePath(record: Pick<ChargeRecord, 'id' | 'hostedToken'>): string {
  return `/hosted/charges/${record.id}?token=${record.hostedToken ?? ''}`;
}

/** The issuer's page of `record`'s challenge, on `origin` (else the one the charge was created on). */
export function challengePageUrl(record: ChargeRecord, origin: string): string | null {
  if (!record.challenge) return null;
  return `${origin || record.challenge.origin}${authenticationPagePath(record.id)}?token=${record.challenge.token}`;
}

/**
 * While a card charge is pending: the hosted page (which shows the issuer's page itself when a challenge comes), or,
 * transparent, the issuer's page of a waiting challenge.
 */
function cardPaymentFields(record: ChargeRecord, cardFlow: string, origin: string): CardPaymentFields | null {
  if (record.status !== 'pending') return null;
  if (cardFlow === 'hosted') return { redirect_url: `${origin}${hostedPagePath(record)}` };
  const url = challengePageUrl(record, origin);
  return url && record.challenge ? { authentication: { url, expires_at: record.challenge.expires_at } } : null;
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
    customer_id: record.customer_id,
    items: record.items.map((item) => ({ ...item })),
    shipping_amount: record.shipping_amount,
    additional_data: record.additional_data,
    split_rules: record.split_rules ? record.split_rules.map((rule) => ({ ...rule })) : null,
    installments: record.installments,
    installment_plan: record.installment_plan ? { ...record.installment_plan } : null,
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
  return {
    ...common,
    payment_method: record.payment_method as CardPaymentMethod,
    card_flow: cardFlow,
    payment_fields: cardPaymentFields(record, cardFlow, origin),
    authentication: record.authentication ? { ...record.authentication } : null,
  };
}
