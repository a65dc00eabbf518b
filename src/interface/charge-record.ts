/**
 * A charge as the service returns it (create, read, list, webhook events): one shape per `payment_method`
 * (docs/service.md, "Charges", "Pix and boleto"). Card data: brand and last 4 digits at most.
 */
import type { ChargeAddress, BoletoPaymentFields, PixPaymentFields } from './charge-pix-boleto';
import type { AuthenticationPaymentFields, ChargeAuthentication } from './card-authentication';
import type { CardFlow, CardPaymentMethod, ChargeStatus, CustomerType } from './charge-values';
import type { InstallmentPlan } from './installment-quote';

export type ChargeSplitRule =
  { submerchant_id: string; amount: number } | { submerchant_id: string; percentage: number };

interface ChargeBase {
  id: string;
  merchant_id: string;
  submerchant_id: string | null;
  amount: number;
  currency: string;
  status: ChargeStatus;
  /**
   * Why a charge failed (`card_declined`, `test_card_unknown`, `authentication_failed`, `authentication_expired`,
   * `authentication_unavailable`); null otherwise.
   */
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
  /** The saved-cards customer (`cus_…`) a card charge names; null otherwise. */
  customer_id: string | null;
  items: { name: string; quantity: number; unit_price: number; tangible: boolean }[];
  shipping_amount: number | null;
  additional_data: Record<string, unknown> | null;
  split_rules: ChargeSplitRule[] | null;
  installments: number;
  /**
   * A card charge's installments by the merchant's terms: what each comes to, the total with interest (what the card
   * is charged; `amount` stays the cash price), the monthly rate and the CET. Null for Pix and boleto.
   */
  installment_plan: InstallmentPlan | null;
  fraud_session_id: string | null;
  return_url: string | null;
  card: { brand: string; last4: string; holder_name: string; exp_month: number; exp_year: number } | null;
  created_at: string;
  updated_at: string;
}

/** While a card charge is pending: where the buyer goes next. */
export type CardPaymentFields =
  /** Hosted flow: the page where the buyer types the card (and, if asked, authenticates). */
  | { redirect_url: string }
  /** A challenge waits: the issuer's page to show the buyer (in a frame), until `expires_at`. */
  | { authentication: AuthenticationPaymentFields };

export interface CardCharge extends ChargeBase {
  payment_method: CardPaymentMethod;
  card_flow: CardFlow;
  /** Null once the charge is no longer pending, or when a transparent charge needs nothing from the buyer. */
  payment_fields: CardPaymentFields | null;
  /** 3-D Secure: null when not asked for (a debit charge always asks), or while a hosted card is not yet typed. */
  authentication: ChargeAuthentication | null;
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
