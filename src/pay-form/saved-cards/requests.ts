/**
 * The page's calls for the buyer's saved cards (docs/service.md, "Customers and saved cards"): the public key and the
 * customer session's `client_token` in `X-Customer-Session`, from the buyer's browser. Never throws: each call says
 * how it ended.
 */
import { CUSTOMER_SESSION_HEADER, type SavedCard } from '../../interface/customer';
import { LIMIT_MAX } from '../../interface/limits';
import { V1_ROUTES } from '../../interface/paths';

/** The service, its public key and the customer session the calls are made with. */
export interface SavedCardsService {
  apiBase: string;
  publicKey: string;
  session: string;
}

/**
 * How a list ended: the cards; `refused` for a session the service does not take (unknown, expired: 401, 404);
 * `failed` for anything else (no connection, a timeout, a 5xx, a reply that is not a list).
 */
export type CardList = { kind: 'cards'; cards: SavedCard[] } | { kind: 'refused' | 'failed'; status: number };

/** A list or a removal is a small call: a peer silent this long is taken as unavailable. */
export const SAVED_CARDS_TIMEOUT_MS = 8000;

const REFUSED_STATUSES = [401, 404];

async function call(service: SavedCardsService, method: string, path: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SAVED_CARDS_TIMEOUT_MS);
  try {
    return await fetch(`${service.apiBase.replace(/(\/v1)?\/*$/, '')}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Basic ${btoa(`${service.publicKey}:`)}`,
        [CUSTOMER_SESSION_HEADER]: service.session,
      },
      signal: controller.signal,
      redirect: 'error',
    });
  } finally {
    clearTimeout(timer);
  }
}

const isSavedCard = (card: unknown): card is SavedCard => {
  const value = card as SavedCard | null;
  return (
    typeof value?.id === 'string' &&
    typeof value.brand === 'string' &&
    /^\d{4}$/.test(String(value.last4)) &&
    Number.isInteger(value.exp_month) &&
    Number.isInteger(value.exp_year)
  );
};

/** The session customer's cards (one page of the largest size the service gives: a buyer keeps a few). */
export async function listSavedCards(service: SavedCardsService): Promise<CardList> {
  let status = 0;
  try {
    const response = await call(service, 'GET', `${V1_ROUTES.sessionCards}?limit=${LIMIT_MAX}`);
    status = response.status;
    if (REFUSED_STATUSES.includes(status)) return { kind: 'refused', status };
    const body = JSON.parse(await response.text()) as { data?: unknown } | null;
    if (response.ok && Array.isArray(body?.data)) return { kind: 'cards', cards: body.data.filter(isSavedCard) };
  } catch {
    // No reply, or one that is not JSON: as any other failure.
  }
  return { kind: 'failed', status };
}

/** Removes one card; `true` once the service removed it (or it was already gone: 404). */
export async function removeSavedCard(service: SavedCardsService, cardId: string): Promise<boolean> {
  try {
    const path = V1_ROUTES.sessionCard.replace('{cardId}', encodeURIComponent(cardId));
    const { ok, status } = await call(service, 'DELETE', path);
    return ok || status === 404;
  } catch {
    return false;
  }
}
