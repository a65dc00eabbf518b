/**
 * The hosted card page's submit: the card typed, or a saved card chosen with its code, checked, priced by the offer
 * the page showed, then paid with (the issuer's page first when it asks for a challenge). A refused form comes back
 * with each problem next to its input.
 */
import type { InstallmentOption } from '../../interface/installment-quote';
import { cardIdentity, outcomeForCardNumber, storedCard } from '../card-tokens/card-outcome';
import type { CardIdentity } from '../card-tokens/card-identity';
import type { CardOutcome, StoredCard } from '../card-tokens/state';
import { processCard } from '../charges/authentication';
import { challengePageUrl, hostedPagePath } from '../charges/present';
import type { ChargeRecord, ChargeState as SandboxState } from '../charges/state';
import { readPostedForm } from '../kernel/http';
import type { PageLang } from '../kernel/page-formats';
import { cardFormPage, checkCardForm, notFoundPage, readCardForm, type FieldErrors } from './card-form';
import { chosenPlan, hostedOffer, readChosenCount } from './installment-choice';
import {
  choiceOf,
  findHostedCharge,
  formScript,
  hostedPageHeaders,
  langOf,
  merchantOf,
  settledOutcome,
  withChosenLang,
  type HostedContext,
} from './page';
import {
  ANOTHER_CARD,
  firstView,
  listedSavedCards,
  checkSavedCardChoice,
  readSavedChoice,
  saveCardAsked,
  type SavedCardsView,
} from './saved-cards';
import { hostedText, type HostedText } from './texts';
import type { SavedCardRecord } from '../customers/state';

/** The card a charge is paid with, as it keeps it, and what paying with it does. */
interface PayingCard {
  card: StoredCard;
  identity: CardIdentity;
  outcome: CardOutcome;
  /** A saved debit card: paid at once. */
  debit: boolean;
  /** The typed card, with "save this card" checked: kept under the charge's customer once captured. */
  save: boolean;
}

/** The card of the form: the saved card chosen (with its code) or the one typed. */
function cardOfForm(
  state: SandboxState,
  charge: ChargeRecord,
  form: URLSearchParams,
  text: HostedText,
  lang: PageLang,
): PayingCard | { errors: FieldErrors } {
  const savedChoice = readSavedChoice(form);
  if (savedChoice !== null && savedChoice !== ANOTHER_CARD) {
    const paid = checkSavedCardChoice(state, charge, savedChoice, form, text);
    if ('errors' in paid) return paid;
    const { saved, card, outcome } = paid;
    return { card, identity: saved.identity, outcome, debit: saved.funding === 'debit', save: false };
  }
  const checked = checkCardForm(readCardForm(form), state.clock.now(), lang);
  if ('errors' in checked) return checked;
  const { digits, holderName, expMonth, expYear } = checked.card;
  return {
    card: storedCard(digits, holderName, expMonth, expYear),
    identity: cardIdentity(digits, expMonth, expYear),
    outcome: outcomeForCardNumber(digits),
    debit: false,
    save: saveCardAsked(state, charge, form),
  };
}

/** The chosen count's plan for this card (its brand's cap; 1× for a saved debit card), or the select's message. */
function planFor(
  offer: ReturnType<typeof hostedOffer>,
  count: number,
  paying: PayingCard,
  text: HostedText,
): { plan: InstallmentOption } | { error: string } {
  const priced = chosenPlan(offer, count, paying.card.brand, text);
  if ('plan' in priced && paying.debit && priced.plan.installments > 1) return { error: text.debitAtOnce };
  return priced;
}

/** The saved cards the refused form shows again, the buyer's radio still chosen. */
function savedViewAfter(listed: readonly SavedCardRecord[], form: URLSearchParams): SavedCardsView | undefined {
  const view = firstView(listed);
  const posted = readSavedChoice(form);
  const kept = posted === ANOTHER_CARD || listed.some((saved) => saved.id === posted);
  return view && posted !== null && kept ? { ...view, chosen: posted } : view;
}

/** Processes the charge with the card: the issuer's page when it asks for a challenge, else the outcome. */
function payWith(
  state: SandboxState,
  c: HostedContext,
  charge: ChargeRecord,
  paying: PayingCard,
  lang: PageLang,
  headers: Record<string, string>,
) {
  charge.card = paying.card;
  charge.cardIdentity = paying.identity;
  // Kept only once captured (charges/save-card.ts), like a transparent charge's `save_card`.
  charge.saveCardAsked = paying.save;
  const origin = new URL(c.req.url).origin;
  const settle = processCard(state, charge, paying.outcome, origin);
  // A challenge: the issuer's page, in the buyer's own window; answering it sends the buyer to return_url.
  const challenge = settle ? null : challengePageUrl(charge, origin);
  if (challenge) return c.redirect(withChosenLang(c, challenge), 303);
  settle?.();
  return settledOutcome(c, charge, lang, headers);
}

/** The buyer's card, posted: checked, then paid with; a refused form comes back with each problem next to its input. */
export async function submitHostedCard(state: SandboxState, c: HostedContext) {
  const charge = findHostedCharge(state, c);
  const merchant = charge && merchantOf(state, charge);
  const lang = langOf(c, charge);
  if (!charge || !merchant) return c.html(notFoundPage(lang), 404, hostedPageHeaders(null));
  const headers = hostedPageHeaders(charge);
  const action = withChosenLang(c, hostedPagePath(charge));
  // A second submit (double click, back button, reload) must not pay twice: show the same outcome.
  if (charge.status !== 'pending') return settledOutcome(c, charge, lang, headers);
  const listed = listedSavedCards(state, charge);
  const form = await readPostedForm(c);
  if (typeof form === 'number') {
    const choice = choiceOf(state, merchant, charge, firstView(listed));
    return c.html(cardFormPage(charge, merchant, action, choice, {}, {}, lang), form, headers);
  }
  // The charge may have been settled by a concurrent submit while this body was read.
  if (charge.status !== 'pending') return settledOutcome(c, charge, lang, headers);
  const text = hostedText(lang);
  const count = readChosenCount(form, charge);
  const paying = cardOfForm(state, charge, form, text, lang);
  // Priced by the offer the page showed; the card's brand cap applies now, next to the choice.
  const priced = 'errors' in paying ? null : planFor(hostedOffer(state, merchant, charge), count, paying, text);
  if ('errors' in paying || !priced || 'error' in priced) {
    const errors: FieldErrors =
      'errors' in paying ? paying.errors : { installments: priced && 'error' in priced ? priced.error : undefined };
    const script = await formScript();
    const choice = choiceOf(state, merchant, charge, savedViewAfter(listed, form), count, form);
    const page = cardFormPage(charge, merchant, action, choice, readCardForm(form), errors, lang, script);
    return c.html(page, 422, hostedPageHeaders(charge, script));
  }
  // The charge is charged by the buyer's choice, whatever count the merchant preselected.
  charge.installments = priced.plan.installments;
  charge.installment_plan = priced.plan;
  return payWith(state, c, charge, paying, lang, headers);
}
