/**
 * A charge as the service returns it (create, read, list, webhook events): one shape per `payment_method`
 * (docs/service.md, "Charges", "Pix and boleto"). Card data: brand and last 4 digits at most.
 */
import type { ChargeAddress, BoletoPaymentFields, PixPaymentFields } from './charge-pix-boleto';
import type { CardFlow, ChargeStatus, CustomerType } from './charge-values';

export type ChargeSplitRule =
  { submerchant_id: string; amount: number } | { submerchant_id: string; percentage: number };

interface ChargeBase {
  id: string;
  merchant_id: string;
  submerchant_id: string | null;
  amount: number;
  currency: string;
  status: ChargeStatus;
  /** Why a charge failed (`card_declined`, `test_card_unknown`); null otherwise. */
  failure_reason: string | null;
  product_type: string;
  customer: {
    name: string;
    email: string;
    type: CustomerType;
    /** The CPF or CNPJ as stored: no punctuation, letters upper case (`12ABC34501DE35`); null when none was sent. */
    document: string | null;
    /** The payer's address as sent (required on boleto charges, optional on the others); null when none was sent. */
    address: ChargeAddress | null;
  };
  items: { name: string; quantity: number; unit_price: number; tangible: boolean }[];
  shipping_amount: number | null;
  additional_data: Record<string, unknown> | null;
  split_rules: ChargeSplitRule[] | null;
  installments: number;
  fraud_session_id: string | null;
  return_url: string | null;
  card: { brand: string; last4: string; holder_name: string; exp_month: number; exp_year: number } | null;
  created_at: string;
  updated_at: string;
}

export interface CardCharge extends ChargeBase {
  payment_method: 'credit_card';
  card_flow: CardFlow;
  /** Hosted flow while the buyer has not paid: where to send the buyer. Null otherwise. */
  payment_fields: { redirect_url: string } | null;
}

/** Pix and boleto charges have no card flow; their payment fields stay readable whatever the status. */
export interface PixCharge extends ChargeBase {
  payment_method: 'pix';
  card_flow: null;
  payment_fields: { pix: PixPaymentFields };
}

export interface BoletoCharge extends ChargeBase {
  payment_method: 'boleto';
  card_flow: null;
  payment_fields: { boleto: BoletoPaymentFields };
}

export type Charge = CardCharge | PixCharge | BoletoCharge;
