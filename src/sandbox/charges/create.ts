/**
 * Charge creation rules beyond the payload schema: capability, submerchants, card expiry, a boleto's due date,
 * fraud session.
 * Everything is checked before anything changes, so a refused charge leaves no trace (its fraud session
 * stays usable).
 */
import { newPageToken } from '../kernel/page-token';
import type { CardChargeParsed, ChargeCreateParsed } from '../../interface/charge';
import { isCardPaymentMethod } from '../../interface/charge-values';
import type { ErrorDetail } from '../../interface/errors';
import { ApiError, validationError } from '../kernel/api-error';
import { newId, type Merchant } from '../kernel/state';
import type { ChargeRecord, ChargeState, SplitRule } from './state';
import type { FraudSessionRecord } from '../fraud-sessions/state';
import { cardExpiryProblems } from '../../interface/card-schema';
import { resolveCardToken } from '../card-tokens/tokens';
import { cardIdentity, outcomeForCardNumber, storedCard, type CardOutcome } from '../card-tokens/card-outcome';
import { FRAUD_SESSION_LIFETIME } from '../kernel/prose';
import { dueDateProblem, newBoletoRecord, newPixRecord } from './pix-boleto';
import { awaitPayment } from './expiry';
import { chargeIndexOf } from './settle';
import { askedAuthentication, processCard } from './authentication';
import { chargeInstallmentPlan, fixedOffer } from '../installments/plan';
import { termsOf } from '../installments/state';
import { checkTokenCustomer, customerIdProblem } from './save-card';

export { chargeIndexOf, settleCharge } from './settle';

export interface CreatedCharge {
  record: ChargeRecord;
  /**
   * Transparent flow: applied right after the reply is built (the reply still says `pending`). Null when the buyer
   * acts next (hosted page, a challenge on the issuer's page) or a payment is awaited (Pix, boleto).
   */
  settle: (() => void) | null;
}

/**
 * A charge may name any existing submerchant of the merchant, whatever its review status: the interface ties no
 * status to charges (see docs/decisions.md).
 */
function submerchantProblem(state: ChargeState, merchant: Merchant, id: string): string | undefined {
  const submerchant = state.submerchants.get(id);
  // Another merchant's submerchant reads exactly like a missing one.
  if (!submerchant || submerchant.merchant_id !== merchant.id) return 'is not a submerchant of this merchant';
  return undefined;
}

function checkReferences(state: ChargeState, merchant: Merchant, body: ChargeCreateParsed, now: Date): void {
  const details: ErrorDetail[] = [];
  if (body.submerchant_id !== undefined) {
    const problem = submerchantProblem(state, merchant, body.submerchant_id);
    if (problem) details.push({ field: 'submerchant_id', message: problem });
  }
  body.split_rules?.forEach((rule, index) => {
    const problem = submerchantProblem(state, merchant, rule.submerchant_id);
    if (problem) details.push({ field: `split_rules.${index}.submerchant_id`, message: problem });
  });
  if (isCardCharge(body)) {
    const card = body.payment_details?.card;
    if (card) {
      for (const problem of cardExpiryProblems(card, now))
        details.push({ ...problem, field: `payment_details.card.${problem.field}` });
    }
    const customerProblem = customerIdProblem(state, merchant, body);
    if (customerProblem) details.push(customerProblem);
  }
  const dueDate = body.payment_method === 'boleto' ? body.payment_details?.due_date : undefined;
  const dueProblem = dueDate === undefined ? null : dueDateProblem(dueDate, now);
  if (dueProblem) details.push(dueProblem);
  if (details.length > 0) throw validationError(details);
}

function checkFraudSession(
  state: ChargeState,
  merchant: Merchant,
  id: string | undefined,
  nowMs: number,
): FraudSessionRecord | null {
  if (id === undefined) {
    if (merchant.fraudAnalysisMandatory) {
      throw new ApiError('FRAUD_SESSION_REQUIRED', 'This merchant requires fraud analysis: send fraud_session_id.');
    }
    return null;
  }
  const session = state.fraudSessions.get(id);
  if (!session || session.merchant_id !== merchant.id) {
    throw new ApiError('FRAUD_SESSION_INVALID', 'fraud_session_id does not name a fraud session of this merchant.');
  }
  if (session.consumed_by_charge_id !== null) {
    throw new ApiError('FRAUD_SESSION_USED', 'This fraud session was already used by a charge; create a new one.');
  }
  if (nowMs >= session.expiresAtMs) {
    throw new ApiError(
      'FRAUD_SESSION_EXPIRED',
      `This fraud session expired (sessions live ${FRAUD_SESSION_LIFETIME}); create a new one.`,
    );
  }
  return session;
}

function toSplitRules(body: ChargeCreateParsed): SplitRule[] | null {
  if (!body.split_rules) return null;
  return body.split_rules.map((rule) =>
    rule.amount !== undefined
      ? { submerchant_id: rule.submerchant_id, amount: rule.amount }
      : { submerchant_id: rule.submerchant_id, percentage: rule.percentage ?? 0 },
  );
}

const isCardCharge = (body: ChargeCreateParsed): body is CardChargeParsed => isCardPaymentMethod(body.payment_method);

/**
 * The card a card charge names (inline or by token) and the installment plan it is charged by, checked before
 * anything changes. A hosted charge's card is not known yet: its plan is priced without a brand cap.
 */
function cardSource(state: ChargeState, merchant: Merchant, body: ChargeCreateParsed, now: Date) {
  if (!isCardCharge(body))
    return {
      cardFlow: null,
      card: null,
      inline: undefined,
      token: null,
      installments: 1,
      plan: null,
      offer: null,
      asked: null,
    };
  const cardFlow = body.card_flow ?? 'transparent';
  if (cardFlow === 'hosted' && !merchant.hostedCardFlow) {
    throw new ApiError('CARD_FLOW_NOT_SUPPORTED', 'The hosted card flow is not enabled for this merchant.');
  }
  const tokenId = body.payment_details?.card_token ?? body.card_token;
  const tokenField = body.payment_details?.card_token === undefined ? 'card_token' : 'payment_details.card_token';
  const token = tokenId === undefined ? null : resolveCardToken(state, merchant, tokenId, now.getTime(), tokenField);
  const inline = body.payment_details?.card;
  const card = inline ? storedCard(inline.number, inline.holder_name, inline.exp_month, inline.exp_year) : null;
  checkTokenCustomer(state, token, body);
  const installments = body.payment_details?.installments ?? body.installments ?? 1;
  const terms = termsOf(state, merchant);
  const plan = chargeInstallmentPlan(terms, {
    amount: body.amount,
    installments,
    installmentsField:
      body.payment_details?.installments === undefined && body.installments !== undefined
        ? 'installments'
        : 'payment_details.installments',
    installmentTotal: body.payment_details?.installment_total,
    card: { brand: (card ?? token?.card)?.brand ?? null, debit: body.payment_method === 'debit_card' },
  });
  const asked = askedAuthentication(body.payment_method, body.payment_details?.authentication);
  // Priced by the same terms as the plan: the merchant's preselected count is offered at the total it was checked at.
  const offer = cardFlow === 'hosted' ? fixedOffer(body.amount, terms, body.payment_method === 'debit_card') : null;
  return { cardFlow, card: card ?? token?.card ?? null, inline, token, installments, plan, offer, asked };
}

/** The buyer as the charge keeps it: a copy, with absent fields null. */
function storedCustomer(customer: ChargeCreateParsed['customer']): ChargeRecord['customer'] {
  return {
    name: customer.name,
    email: customer.email,
    type: customer.type,
    document: customer.document ?? null,
    address: customer.address ? { ...customer.address } : null,
  };
}

/**
 * `origin` is the one the caller addressed (the boleto's printable page lives there). Pix and boleto charges wait
 * for payment (expiry.ts); a transparent card charge is settled right after the reply.
 */
export function createCharge(
  state: ChargeState,
  merchant: Merchant,
  body: ChargeCreateParsed,
  origin: string,
): CreatedCharge {
  const now = state.clock.now();
  checkReferences(state, merchant, body, now);
  const { cardFlow, card, inline, token, installments, plan, offer, asked } = cardSource(state, merchant, body, now);
  const session = checkFraudSession(state, merchant, body.fraud_session_id, now.getTime());
  // From here on nothing can be refused: consume the session and the token, and store the charge.
  const id = newId();
  const timestamp = now.toISOString();
  const record: ChargeRecord = {
    id,
    merchant_id: merchant.id,
    submerchant_id: body.submerchant_id ?? null,
    amount: body.amount,
    currency: body.currency ?? 'BRL',
    status: 'pending',
    failure_reason: null,
    payment_method: body.payment_method,
    product_type: body.product_type,
    card_flow: cardFlow,
    customer: storedCustomer(body.customer),
    items: body.items.map((item) => ({ ...item })),
    shipping_amount: body.shipping_amount ?? null,
    additional_data: body.additional_data ?? null,
    split_rules: toSplitRules(body),
    installments,
    installment_plan: plan,
    fraud_session_id: session?.id ?? null,
    return_url: isCardCharge(body) ? (body.return_url ?? null) : null,
    card,
    card_token_used: token !== null,
    customer_id: isCardCharge(body) ? (body.customer_id ?? null) : null,
    saveCardAsked: isCardCharge(body) && body.payment_details?.save_card === true,
    cardIdentity: inline ? cardIdentity(inline.number, inline.exp_month, inline.exp_year) : (token?.identity ?? null),
    authenticationAsked: asked,
    authentication: null,
    challenge: null,
    created_at: timestamp,
    updated_at: timestamp,
    hostedToken: cardFlow === 'hosted' ? newPageToken() : null,
    installmentOffer: offer,
    pix:
      body.payment_method === 'pix' ? newPixRecord(merchant, body.amount, body.payment_details?.expires_in, now) : null,
    boleto: body.payment_method === 'boleto' ? newBoletoRecord(body.amount, body.payment_details, now, origin) : null,
    searchText: `${id}\n${body.customer.name}\n${body.customer.email}`.toLowerCase(),
  };
  if (session) session.consumed_by_charge_id = id;
  if (token?.record) token.record.used_by_charge_id = id;
  state.charges.set(id, record);
  chargeIndexOf(state, merchant.id).add(record);
  if (record.pix) state.pixCharges.set(record.pix.txid, record);
  awaitPayment(state, record);

  let outcome: CardOutcome | null = null;
  if (cardFlow === 'transparent') outcome = inline ? outcomeForCardNumber(inline.number) : (token?.outcome ?? null);
  return { record, settle: outcome ? processCard(state, record, outcome, origin) : null };
}
