/**
 * Customers and their saved cards (docs/service.md, "Customers and saved cards"): made, found for one merchant
 * (another merchant's reads as missing), a card saved or updated, a card removed, and each shown as /v1 shows it.
 */
import { isCardExpired, type CardBrand } from '../../interface/card';
import type { CardFunding, Customer, SavedCard, SavedCardEventData } from '../../interface/customer';
import type { CustomerCreateParsed } from '../../interface/customer-schema';
import type { CardIdentity } from '../card-tokens/card-identity';
import type { StoredCard } from '../card-tokens/state';
import { notFound } from '../kernel/api-error';
import { CreationIndex } from '../kernel/list-index';
import type { Merchant } from '../kernel/state';
import { emitEvent } from '../webhooks/events';
import { prefixedId } from '../webhooks/store';
import type { CustomerRecord, CustomerState, SavedCardRecord } from './state';

export const CUSTOMER_ID_PREFIX = 'cus';
export const SAVED_CARD_ID_PREFIX = 'card';

export function createCustomer(state: CustomerState, merchant: Merchant, body: CustomerCreateParsed): CustomerRecord {
  const now = state.clock.now().toISOString();
  const record: CustomerRecord = {
    id: prefixedId(CUSTOMER_ID_PREFIX),
    merchant_id: merchant.id,
    name: body.name,
    email: body.email,
    document: body.document ?? null,
    external_id: body.external_id ?? null,
    created_at: now,
    updated_at: now,
    cards: new CreationIndex<SavedCardRecord>(),
    cardsByFingerprint: new Map(),
  };
  state.customers.set(record.id, record);
  return record;
}

/** The merchant's customer `id`, or 404: another merchant's customer reads exactly like a missing one. */
export function customerOf(state: CustomerState, merchantId: string, id: string): CustomerRecord {
  const record = state.customers.get(id);
  if (!record || record.merchant_id !== merchantId) throw notFound('Customer');
  return record;
}

/** `customer`'s saved card `id`, or 404: another customer's card reads exactly like a missing one. */
export function savedCardOf(state: CustomerState, customer: CustomerRecord, id: string): SavedCardRecord {
  const card = state.savedCards.get(id);
  if (!card || card.customer_id !== customer.id || card.merchant_id !== customer.merchant_id)
    throw notFound('Saved card');
  return card;
}

/**
 * `customer`'s cards a buyer can still pay with, newest first, at most `limit`: the walk stops once `limit` are found
 * (expired ones are skipped on the way).
 */
export function usableSavedCards(customer: CustomerRecord, now: Date, limit: number): SavedCardRecord[] {
  const { records, start, end } = customer.cards.select(undefined, {});
  const usable: SavedCardRecord[] = [];
  for (let index = end - 1; index >= start && usable.length < limit; index -= 1) {
    const card = records[index];
    if (!isCardExpired(card.card.exp_month, card.card.exp_year, now)) usable.push(card);
  }
  return usable;
}

export function removeSavedCard(state: CustomerState, customer: CustomerRecord, card: SavedCardRecord): void {
  customer.cardsByFingerprint.delete(card.identity.fingerprint);
  customer.cards.removeAll(new Set([card]));
  state.savedCards.delete(card.id);
}

/** The card a captured charge asked to save, and whose it is. */
export interface CardToSave {
  merchantId: string;
  customerId: string;
  card: StoredCard;
  identity: CardIdentity;
  funding: CardFunding;
}

/**
 * Keeps the card under its customer: one entry per card number and expiry (the identity), so saving the same card
 * again updates its entry. Emits `customer.card_saved` either way. A customer that is gone saves nothing.
 */
export function saveCard(state: CustomerState, save: CardToSave): void {
  const customer = state.customers.get(save.customerId);
  if (!customer || customer.merchant_id !== save.merchantId) return;
  const now = state.clock.now().toISOString();
  // A card that captured once captures again, after the authentication its issuer asks for.
  const outcome = { status: 'captured', failure_reason: null, enrolment: save.identity.enrolment } as const;
  let card = customer.cardsByFingerprint.get(save.identity.fingerprint);
  if (card) {
    card.card = { ...save.card };
    card.funding = save.funding;
    card.identity = save.identity;
    card.outcome = outcome;
    card.updated_at = now;
  } else {
    card = {
      id: prefixedId(SAVED_CARD_ID_PREFIX),
      merchant_id: save.merchantId,
      customer_id: customer.id,
      card: { ...save.card },
      funding: save.funding,
      identity: save.identity,
      status: 'saved',
      created_at: now,
      updated_at: now,
      outcome,
      tokenRequestsMs: [],
    };
    customer.cardsByFingerprint.set(card.identity.fingerprint, card);
    customer.cards.add(card);
    state.savedCards.set(card.id, card);
  }
  const data: SavedCardEventData = { ...toSavedCard(card, state.clock.now()), customer_id: customer.id };
  emitEvent(state, save.merchantId, 'customer.card_saved', data);
}

export function toCustomer(record: CustomerRecord): Customer {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    document: record.document,
    external_id: record.external_id,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** A saved card as every route shows it: never more of the card than brand, last 4, holder and expiry. */
export function toSavedCard(record: SavedCardRecord, now: Date): SavedCard {
  return {
    id: record.id,
    brand: record.card.brand as CardBrand,
    last4: record.card.last4,
    exp_month: record.card.exp_month,
    exp_year: record.card.exp_year,
    holder_name: record.card.holder_name,
    funding: record.funding,
    expired: isCardExpired(record.card.exp_month, record.card.exp_year, now),
    created_at: record.created_at,
  };
}
