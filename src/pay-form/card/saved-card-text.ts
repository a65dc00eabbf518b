/**
 * The words for a saved card's customer session that is over (expired, or not that card's customer's). Shipped in the
 * card's on-demand module (dist/cdn/pay-form-card.js; ../authentication/card-module.ts re-exports this file): the card
 * path carries no text for a failure this rare.
 */
import type { PayFormLocale } from '../core/messages';

const TEXTS: Record<PayFormLocale, string> = {
  en: 'The payment was not completed: your saved cards can no longer be used on this page. Type the card details to pay, or reload the page to use your saved cards.',
  'pt-BR':
    'O pagamento não foi concluído: seus cartões salvos não podem mais ser usados nesta página. Digite os dados do cartão para pagar ou recarregue a página para usar seus cartões salvos.',
};

export const savedCardSessionText = (locale: PayFormLocale): string => TEXTS[locale];
